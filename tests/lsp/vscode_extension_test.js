// The VS Code extension checked as far as this machine can without VS Code:
// its manifest is complete, and its script loads in node with stand-ins for
// the 'vscode' and 'vscode-languageclient/node' modules, and the server it
// configures (the kinedit.path setting, args) starts and answers initialize.
// usage: node vscode_extension_test.js EXTENSION_DIR KINEDIT_CLI
const assert = require('assert');
const Module = require('module');
const path = require('path');
const fs = require('fs');
const { spawn } = require('child_process');

const [dir, cli] = process.argv.slice(2);
const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
for (const key of ['name', 'version', 'publisher', 'main', 'engines', 'activationEvents', 'contributes']) assert.ok(manifest[key], `package.json lacks ${key}`);
assert.ok(/^\^?\d+\.\d+\.\d+$/.test(manifest.engines.vscode), 'engines.vscode is no version range');
assert.ok(manifest.dependencies['vscode-languageclient'], 'vscode-languageclient is not a dependency');
assert.ok(fs.existsSync(path.join(dir, manifest.main)), `${manifest.main} is missing`);
const extensions = manifest.contributes.languages.flatMap((l) => l.extensions);
for (const e of ['.urdf', '.xacro', '.sdf', '.hrdf', '.skel']) assert.ok(extensions.includes(e), `no language claims ${e}`);
for (const l of manifest.contributes.languages) assert.ok(manifest.activationEvents.includes(`onLanguage:${l.id}`), `${l.id} does not activate the extension`);

// Stand-ins: record what the extension asks for; start() runs the server.
let made = null;
let stopped = false;
class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) { made = { id, name, serverOptions, clientOptions }; }
  start() {
    const { command, args } = this.constructor.last().serverOptions.run;
    return new Promise((resolve, reject) => {
      const server = spawn(command, args);
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { capabilities: {} } });
      let out = '';
      server.stdout.on('data', (d) => {
        out += d;
        const at = out.indexOf('\r\n\r\n');
        if (at < 0) return;
        const length = Number(/Content-Length: (\d+)/.exec(out)[1]);
        if (out.length < at + 4 + length) return;
        const answer = JSON.parse(out.slice(at + 4, at + 4 + length));
        server.kill();
        answer.result && answer.result.capabilities.hoverProvider ? resolve(answer) : reject(new Error(out));
      });
      server.on('error', reject);
      server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  }
  stop() { stopped = true; return Promise.resolve(); }
  static last() { return made; }
}
const vscode = { workspace: { getConfiguration: (section) => ({ get: (key) => (section === 'kinedit' && key === 'path' ? cli : undefined) }) } };
const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === 'vscode') return vscode;
  if (request === 'vscode-languageclient/node') return { LanguageClient };
  return load.call(this, request, parent, isMain);
};

const extension = require(path.resolve(dir, manifest.main));
const context = { subscriptions: [] };
Promise.resolve(extension.activate(context)).then(async (answer) => {
  assert.strictEqual(made.serverOptions.run.command, cli);
  assert.deepStrictEqual(made.serverOptions.run.args, ['lsp']);
  const languages = made.clientOptions.documentSelector.map((s) => s.language);
  for (const l of ['urdf', 'sdf', 'hrdf', 'skel', 'xml']) assert.ok(languages.includes(l), `${l} files are not served`);
  assert.strictEqual(context.subscriptions.length, 1);
  assert.strictEqual(answer.result.serverInfo.name, 'kinedit');
  await extension.deactivate();
  assert.ok(stopped, 'deactivate does not stop the client');
  console.log('vscode extension: manifest valid, script loads, server answers initialize');
}).catch((e) => { console.error(e); process.exit(1); });
