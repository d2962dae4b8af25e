// Starts `kinedit-cli lsp` for robot files (and every XML file: MJCF and
// TAMP files are .xml) through vscode-languageclient.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('kinedit').get('path') || 'kinedit-cli';
  const server = { command, args: ['lsp'] };
  client = new LanguageClient('kinedit', 'Kinedit', { run: server, debug: server }, {
    documentSelector: ['urdf', 'sdf', 'hrdf', 'skel', 'xml'].map((language) => ({ scheme: 'file', language })),
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
