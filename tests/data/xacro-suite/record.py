#!/usr/bin/env python3
"""Record every document that ros/xacro's own test suite feeds to xacro, with xacro's result.

Runs upstream test_xacro.py (unchanged, loaded from the shared corpus) with the oracle xacro
package (unchanged, loaded from the shared oracle folder) and monkeypatches the entry points
the tests use to process documents:

  * TestXacroBase.quick_xacro(xml, cli=None, **kwargs)   (string or open file -> DOM)
  * TestXacroBase.run_xacro(path, *args)                 (runs the `xacro` command as a subprocess)
  * xacro.process(path, ...)                             (whole-file pipeline, returns pretty XML)

Each wrapper calls the original and returns / re-raises exactly what it did; it only records.
Usage (defaults are computed relative to this script: project root = ../../.., shared = root/../shared):

    python3 tests/data/xacro-suite/record.py [--tests DIR] [--oracle DIR] [--out FILE]
"""
import sys

sys.dont_write_bytecode = True  # never write __pycache__ into the shared corpus / oracle

import argparse
import importlib.util
import io
import json
import os
import re
import subprocess
import tempfile
import traceback
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT_ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
SHARED = os.path.normpath(os.path.join(PROJECT_ROOT, '..', 'shared'))

# One-line descriptions of the tests that do not feed any document to xacro.
PYTHON_UNIT = {
    'test_top': 'xacro.Table.top(): a nested symbol table returns its root table',
    'test_contains': "xacro.Table.__contains__: 'in' also finds names defined in parent tables",
    'test_get': 'xacro.Table.__getitem__: lookup falls back to parent tables',
    'test_del': 'xacro.Table.__delitem__/__setitem__: deleting/redefining names, warnings on redefining '
                'or removing a global symbol (stderr text checked)',
    'test_normalize_whitespace_text': "test-suite helper text_matches (not xacro): '' equals whitespace-only text",
    'test_normalize_whitespace_trim': 'test-suite helper text_matches (not xacro): leading/trailing/inner '
                                      'whitespace is normalised',
    'test_match_similar_numbers': 'test-suite helper text_matches (not xacro): numbers equal within 1e-9',
    'test_mismatch_different_numbers': 'test-suite helper text_matches (not xacro): numbers differing by >1e-9 '
                                       'do not match',
    'test_match_unordered_dicts': 'test-suite helper text_matches (not xacro): dict literals compare '
                                  'order-independently',
    'test_mismatch_different_dicts': 'test-suite helper text_matches (not xacro): dict literals with different '
                                     'values do not match',
    'test_empty_node_vs_whitespace': 'test-suite helper xml_matches (not xacro): <foo/> equals <foo> whitespace </foo>',
    'test_whitespace_vs_empty_node': 'test-suite helper xml_matches (not xacro): <foo> whitespace </foo> equals <foo/>',
    'test_normalize_whitespace_nested': 'test-suite helper xml_matches (not xacro): whitespace-only text nodes '
                                        'ignored in nested elements',
    'test_ignore_comments': 'test-suite helper xml_matches (not xacro): comment nodes ignored when asked',
    'test_is_valid_name': 'xacro.is_valid_name: Python identifier check (keywords, whitespace, digits, '
                          'dashes, dots rejected)',
    'test_resolve_macro': "xacro.resolve_macro: dotted macro names ('ns1.ns2.simple') resolved through nested "
                          'namespaces',
    'test_parse_macro_arg': "xacro.parse_macro_arg: parsing of one macro 'params' entry (name, = / :=, ^ and ^| "
                            'forwarding, quoted/unquoted defaults, rest of string)',
    'test_parse_macro_whitespace': 'xacro.parse_macro_arg: leading/inner whitespace (space, tab, newline) '
                                   'around a param name',
    'test_tokenize': "xacro.tokenize: splitting on ' ', ',', ';' and ', '",
    'test_tokenize_keep_empty': 'xacro.tokenize(sep=" ", skip_empty=False): empty fields are kept',
    'test_yaml_hasattr_support': "xacro.load_yaml('settings.yaml') (relative to cwd): result supports "
                                 'hasattr() for present/absent keys',
}
# Tests that neither call xacro nor assert anything upstream.
NO_OP = {
    'test_macro_has_new_scope': 'upstream no-op: builds src/res strings but never calls quick_xacro '
                                'nor asserts (missing assert_matches upstream)',
}


def parse_cmdline():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--tests', default=os.path.join(SHARED, 'corpus', 'xacro', 'xacro-tests'),
                   help='the xacro-tests folder (holds test/test_xacro.py and package.xml)')
    p.add_argument('--oracle', default=os.path.join(SHARED, 'oracles', 'xacro'),
                   help='folder holding the oracle xacro package (xacro/, ament_index_python/, bin/xacro)')
    p.add_argument('--out', default=os.path.join(HERE, 'cases.json'))
    return p.parse_args()


def main():
    opts = parse_cmdline()
    tests_root = os.path.abspath(opts.tests)
    test_dir = os.path.join(tests_root, 'test')
    oracle = os.path.abspath(opts.oracle)

    # --- environment as upstream runs the suite (CMakeLists.txt: WORKING_DIRECTORY = test folder;
    # $(find xacro) must resolve to the xacro-tests folder; an `xacro` command must be on PATH) ---
    env_used = {'cwd': '.', 'ROS_PACKAGE_PATH': '..', 'PATH': '@ORACLE@/bin:$PATH',
                'PYTHONPATH': '@ORACLE@', 'PYTHONDONTWRITEBYTECODE': '1'}
    os.chdir(test_dir)
    os.environ['ROS_PACKAGE_PATH'] = '..'
    os.environ['PATH'] = os.path.join(oracle, 'bin') + os.pathsep + os.environ.get('PATH', '')
    os.environ['PYTHONDONTWRITEBYTECODE'] = '1'
    sys.path.insert(0, oracle)

    import xacro  # the oracle package
    assert os.path.dirname(os.path.dirname(os.path.abspath(xacro.__file__))) == oracle, xacro.__file__

    spec = importlib.util.spec_from_file_location('test_xacro', os.path.join(test_dir, 'test_xacro.py'))
    tx = importlib.util.module_from_spec(spec)
    sys.modules['test_xacro'] = tx
    spec.loader.exec_module(tx)

    # --- path normalisation ---
    roots = sorted({tests_root, os.path.realpath(tests_root)}, key=len, reverse=True)
    tmp_re = re.compile(re.escape(os.path.realpath(tempfile.gettempdir())) + r'/tmp[A-Za-z0-9_]+')
    tmp_re2 = re.compile(re.escape(tempfile.gettempdir()) + r'/tmp[A-Za-z0-9_]+')

    def norm(s):
        if s is None:
            return None
        for r in roots:
            s = s.replace(r, '@XACRO_TESTS@')
        for o in sorted({oracle, os.path.realpath(oracle)}, key=len, reverse=True):
            s = s.replace(o, '@ORACLE@')
        s = tmp_re.sub('@TMPDIR@', s)
        s = tmp_re2.sub('@TMPDIR@', s)
        return s

    def norm_json(v):
        if isinstance(v, str):
            return norm(v)
        if isinstance(v, dict):
            return {norm(str(k)): norm_json(x) for k, x in v.items()}
        if isinstance(v, (list, tuple)):
            return [norm_json(x) for x in v]
        if v is None or isinstance(v, (bool, int, float)):
            return v
        return norm(repr(v))

    def rel_to_tests(path):
        path = os.path.abspath(path)
        return os.path.relpath(path, test_dir)

    # --- recording state ---
    state = {'test': None, 'depth': 0, 'slot': None}
    records = {}  # (class, name) -> list of cases
    results_by_id = {}  # returned object id -> case (to attach assert_matches expectations)
    output_files = {}  # absolute -o path of a run_xacro call -> case

    def new_case(call):
        cls, name = state['test']
        cases = records.setdefault((cls, name), [])
        case = {'index': len(cases), 'call': call}
        cases.append(case)
        return case

    def describe_exception(case, e):
        case['ok'] = False
        case['output'] = None
        case['error_type'] = type(e).__name__
        case['error_type_full'] = '%s.%s' % (type(e).__module__, type(e).__qualname__)
        case['xacro_exception'] = isinstance(e, xacro.XacroException)
        case['error'] = norm(str(e))
        # what xacro's CLI would print as location after this error (read-only on xacro's globals)
        old, sys.stderr = sys.stderr, io.StringIO()
        try:
            xacro.print_location()
            case['location'] = norm(sys.stderr.getvalue())
        finally:
            sys.stderr = old

    class captured_stderr:
        """Capture what xacro writes to stderr during a call, then pass it on unchanged."""
        def __enter__(self):
            self.old, sys.stderr = sys.stderr, io.StringIO()
            return self

        def __exit__(self, *exc):
            self.text = sys.stderr.getvalue()
            sys.stderr = self.old
            self.old.write(self.text)
            return False

    # xacro.process_doc: capture the exact keyword arguments a recorded call passes
    orig_process_doc = xacro.process_doc

    def process_doc(doc, mappings=None, **kwargs):
        slot = state['slot']
        if slot is not None and 'process_doc_kwargs' not in slot:
            slot['process_doc_kwargs'] = dict(kwargs, mappings=dict(mappings or {}))
        return orig_process_doc(doc, mappings=mappings, **kwargs)
    xacro.process_doc = process_doc

    # xacro.process_file: capture the DOM the whole-file pipeline produced (used by xacro.process)
    orig_process_file = xacro.process_file

    def process_file(input_file_name, **kwargs):
        slot = state['slot']
        try:
            doc = orig_process_file(input_file_name, **kwargs)
        except BaseException as e:
            if slot is not None and 'process_file_result' not in slot:
                slot['process_file_result'] = ('error', e)
            raise
        if slot is not None and 'process_file_result' not in slot:
            slot['process_file_result'] = ('ok', doc.toxml())
        return doc
    xacro.process_file = process_file

    def fill_args(case, slot, cli, kwargs):
        kw = slot.get('process_doc_kwargs')
        if kw is None:  # process_doc never reached (e.g. parse error): replicate quick_xacro's argument merge
            kw = {}
            if cli:
                o, _ = xacro.cli.process_args(list(cli), require_input=False)
                kw.update(vars(o))
            kw.update(kwargs)
            kw.setdefault('mappings', {})
        kw = dict(kw)
        case['args'] = norm_json(kw.pop('mappings', None) or {})
        case['options'] = norm_json(kw)

    Base = tx.TestXacroBase
    orig_quick = Base.quick_xacro

    def quick_xacro(self, xml, cli=None, **kwargs):
        if state['depth'] or state['test'] is None:
            return orig_quick(self, xml, cli, **kwargs)
        case = new_case('quick_xacro')
        if hasattr(xml, 'read'):
            case['input_file'] = rel_to_tests(xml.name)
            with open(xml.name, encoding='utf-8') as f:
                case['input'] = f.read()
        else:
            case['input_file'] = None
            case['input'] = xml
        case['cwd'] = os.path.relpath(os.getcwd(), test_dir)
        case['cli'] = list(cli) if cli is not None else None
        case['kwargs'] = norm_json(kwargs)
        slot = {}
        state['slot'], state['depth'] = slot, state['depth'] + 1
        cap = captured_stderr()
        try:
            with cap:
                doc = orig_quick(self, xml, cli, **kwargs)
        except BaseException as e:
            state['slot'], state['depth'] = None, state['depth'] - 1
            fill_args(case, slot, cli, kwargs)
            describe_exception(case, e)
            case['stderr'] = norm(cap.text)
            raise
        state['slot'], state['depth'] = None, state['depth'] - 1
        fill_args(case, slot, cli, kwargs)
        case['ok'] = True
        case['output'] = norm(doc.toxml())
        case['stderr'] = norm(cap.text)
        results_by_id[id(doc)] = (doc, case)
        return doc
    Base.quick_xacro = quick_xacro

    orig_run = Base.run_xacro

    def run_xacro(self, input_path, *args):
        if state['depth'] or state['test'] is None:
            return orig_run(self, input_path, *args)
        case = new_case('run_xacro')
        case['input_file'] = rel_to_tests(input_path)
        case['input_path_as_passed'] = norm(input_path)
        with open(input_path, encoding='utf-8') as f:
            case['input'] = f.read()
        case['cwd'] = os.path.relpath(os.getcwd(), test_dir)
        case['cli'] = norm_json(list(args))
        case['kwargs'] = {}
        cli_opts, _ = xacro.cli.process_args([input_path] + list(args))
        cli_opts = vars(cli_opts)
        outfile = cli_opts.get('output')

        # 1. the real thing: the upstream wrapper runs `xacro` as a subprocess; observe its exit code and stderr
        real_call = subprocess.call
        seen = {}

        def call(cmd, *a, **kw):
            p = subprocess.run(cmd, *a, stderr=subprocess.PIPE, **kw)
            err = p.stderr.decode('utf-8', 'replace')
            sys.stderr.write(err)
            seen['cmd'], seen['rc'], seen['stderr'] = list(cmd), p.returncode, err
            return p.returncode
        subprocess.call = call
        try:
            ret = orig_run(self, input_path, *args)
        finally:
            subprocess.call = real_call
        case['command'] = norm_json(seen.get('cmd'))
        case['exit_code'] = seen.get('rc')
        case['stderr'] = norm(seen.get('stderr'))
        if outfile:
            output_files[os.path.abspath(outfile)] = case
        if outfile and os.path.isfile(outfile):
            with open(outfile, encoding='utf-8') as f:
                case['output_file_text'] = norm(f.read())
        else:
            case['output_file_text'] = None

        # 2. the DOM: repeat the same pipeline in-process (xacro.process_file with the CLI's options),
        #    saving and restoring xacro's module state so that the test run is unaffected
        saved = (xacro.filestack, xacro.macrostack, list(xacro.all_includes), xacro.verbosity,
                 dict(xacro.substitution_args_context))
        slot = {}
        state['slot'], state['depth'] = slot, state['depth'] + 1
        cap = captured_stderr()
        try:
            with cap:
                doc = orig_process_file(input_path, **cli_opts)
            case['ok'] = True
            case['output'] = norm(doc.toxml())
        except Exception as e:
            describe_exception(case, e)
        finally:
            state['slot'], state['depth'] = None, state['depth'] - 1
            (xacro.filestack, xacro.macrostack, xacro.all_includes[:], xacro.verbosity) = saved[:4]
            xacro.substitution_args_context.clear()
            xacro.substitution_args_context.update(saved[4])
        case['shadow_stderr'] = norm(cap.text)
        case['result_source'] = ('output/error: in-process xacro.process_file(input, **cli options) by the '
                                 'recorder; exit_code/stderr/output_file_text: the real `xacro` subprocess')
        fill_args(case, slot, None, {k: v for k, v in cli_opts.items()})
        return ret
    Base.run_xacro = run_xacro

    orig_process = xacro.process

    def process(input_file_name, *a, **kw):
        if state['depth'] or state['test'] is None:
            return orig_process(input_file_name, *a, **kw)
        case = new_case('xacro.process')
        case['input_file'] = rel_to_tests(input_file_name)
        case['input_path_as_passed'] = norm(input_file_name)
        with open(input_file_name, encoding='utf-8') as f:
            case['input'] = f.read()
        case['cwd'] = os.path.relpath(os.getcwd(), test_dir)
        case['cli'] = None
        case['kwargs'] = norm_json(dict(kw, **({'positional': list(a)} if a else {})))
        slot = {}
        state['slot'], state['depth'] = slot, state['depth'] + 1
        cap = captured_stderr()
        try:
            with cap:
                text = orig_process(input_file_name, *a, **kw)
        except BaseException as e:
            state['slot'], state['depth'] = None, state['depth'] - 1
            fill_args(case, slot, None, {})
            res = slot.get('process_file_result')
            describe_exception(case, res[1] if res and res[0] == 'error' else e)
            case['stderr'] = norm(cap.text)
            if isinstance(e, SystemExit):
                case['exit_code'] = e.code
            raise
        state['slot'], state['depth'] = None, state['depth'] - 1
        fill_args(case, slot, None, {})
        res = slot.get('process_file_result')
        case['ok'] = True
        case['output'] = norm(res[1]) if res and res[0] == 'ok' else None
        case['output_text'] = norm(text)  # what xacro.process returned: toprettyxml(indent='  ') incl. banner
        case['stderr'] = norm(cap.text)
        results_by_id[id(text)] = (text, case)
        return text
    xacro.process = process

    # attach the upstream expectation (other operand of assert_matches) to the recorded case
    orig_assert = Base.assert_matches
    import xml.dom.minidom
    orig_minidom_parse = xml.dom.minidom.parse

    def minidom_parse(file, *a, **kw):
        doc = orig_minidom_parse(file, *a, **kw)
        if isinstance(file, str):
            doc._recorded_path = os.path.abspath(file)  # remember which file a golden / output DOM came from
        return doc

    def assert_matches(self, a, b):
        for mine, other in ((a, b), (b, a)):
            hit = results_by_id.get(id(mine))
            if hit is None and getattr(mine, '_recorded_path', None) in output_files:
                hit = (mine, output_files[mine._recorded_path])  # DOM parsed from a run_xacro output file
            if hit is not None and hit[0] is mine:
                case = hit[1]
                path = getattr(other, '_recorded_path', None)
                if path is not None and path.startswith(test_dir + os.sep):
                    case.setdefault('expected_file', []).append(rel_to_tests(path))
                else:
                    exp = other if isinstance(other, str) else other.toxml()
                    case.setdefault('expected', []).append(norm(exp))
                break
        return orig_assert(self, a, b)
    Base.assert_matches = assert_matches

    # --- run the suite in upstream's (unittest default) order ---
    outcome = {}

    class Result(unittest.TextTestResult):
        def startTest(self, test):
            state['test'] = (type(test).__name__, test._testMethodName)
            outcome[state['test']] = {'passed': True, 'problems': []}
            super().startTest(test)

        def stopTest(self, test):
            super().stopTest(test)
            state['test'] = None

        def _bad(self, test, kind, err):
            key = (type(test).__name__, test._testMethodName)
            o = outcome.setdefault(key, {'passed': True, 'problems': []})
            o['passed'] = False
            o['problems'].append(kind + ': ' + ''.join(traceback.format_exception_only(err[0], err[1])).strip())

        def addFailure(self, test, err):
            self._bad(test, 'failure', err)
            super().addFailure(test, err)

        def addError(self, test, err):
            self._bad(test, 'error', err)
            super().addError(test, err)

        def addSubTest(self, test, subtest, err):
            if err is not None:
                self._bad(test, 'subtest failure' if issubclass(err[0], test.failureException)
                          else 'subtest error', err)
            super().addSubTest(test, subtest, err)

        def addSkip(self, test, reason):
            self._bad(test, 'skipped', (Exception, Exception(reason)))
            super().addSkip(test, reason)

        def addUnexpectedSuccess(self, test):
            self._bad(test, 'unexpected success', (Exception, Exception('')))
            super().addUnexpectedSuccess(test)

    suite = unittest.defaultTestLoader.loadTestsFromModule(tx)
    runner = unittest.TextTestRunner(stream=sys.stderr, resultclass=Result, verbosity=1)
    xml.dom.minidom.parse = minidom_parse
    try:
        run = runner.run(suite)
    finally:
        xml.dom.minidom.parse = orig_minidom_parse

    # --- assemble, ordered by class definition order, then by test definition order in the file ---
    import inspect

    classes = [c for _, c in inspect.getmembers(tx, inspect.isclass)
               if issubclass(c, unittest.TestCase) and c.__module__ == 'test_xacro']
    classes.sort(key=lambda c: inspect.getsourcelines(c)[1])
    tests = []
    for c in classes:
        names = unittest.defaultTestLoader.getTestCaseNames(c)
        names = sorted(names, key=lambda n: inspect.getsourcelines(getattr(c, n))[1])
        for n in names:
            key = (c.__name__, n)
            cases = records.get(key, [])
            entry = {'class': c.__name__, 'name': n,
                     'defined_in': getattr(c, n).__qualname__.split('.')[0],
                     'upstream_passed': outcome[key]['passed']}
            if not outcome[key]['passed']:
                entry['upstream_problems'] = [norm(p) for p in outcome[key]['problems']]
            if cases:
                entry['kind'] = 'document'
            elif n in NO_OP:
                entry['kind'] = 'no-op'
                entry['description'] = NO_OP[n]
            else:
                entry['kind'] = 'python-unit'
                if n not in PYTHON_UNIT:
                    raise SystemExit('no description for python-unit test %s.%s' % key)
                entry['description'] = PYTHON_UNIT[n]
            entry['ignore_comments'] = bool(issubclass(c, tx.TestXacroBase) and
                                            xml_comment_ignored(c, n, tx))
            entry['cases'] = [order_case(x) for x in cases]
            tests.append(entry)

    readme = open(os.path.join(oracle, 'README.md'), encoding='utf-8').read()
    commit = re.search(r'commit `([0-9a-f]{40})`', readme)
    version = re.search(r'<version>([^<]+)</version>',
                        open(os.path.join(tests_root, 'package.xml'), encoding='utf-8').read())
    import yaml
    data = {
        'xacro_version': version.group(1) if version else None,
        'xacro_commit': commit.group(1) if commit else None,
        'generator': 'tests/data/xacro-suite/record.py',
        'python': '%d.%d.%d' % sys.version_info[:3],
        'pyyaml': yaml.__version__,
        'placeholders': {'@XACRO_TESTS@': 'the xacro-tests folder (parent of test/)',
                         '@TMPDIR@': 'a tempfile.mkdtemp() folder created by the test',
                         '@ORACLE@': 'the oracle xacro folder'},
        'environment': env_used,
        'unittest': {'ran': run.testsRun, 'failures': len(run.failures), 'errors': len(run.errors),
                     'skipped': len(run.skipped)},
        'tests': tests,
    }
    with open(opts.out, 'w', encoding='utf-8') as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write('\n')

    ncases = sum(len(t['cases']) for t in tests)
    nraise = sum(1 for t in tests for c in t['cases'] if not c['ok'])
    print('wrote %s: %d tests (%d document, %d python-unit, %d no-op), %d cases (%d raise), '
          '%d upstream failures' % (
              opts.out, len(tests), sum(t['kind'] == 'document' for t in tests),
              sum(t['kind'] == 'python-unit' for t in tests), sum(t['kind'] == 'no-op' for t in tests),
              ncases, nraise, sum(not t['upstream_passed'] for t in tests)), file=sys.stderr)
    return 0


def xml_comment_ignored(cls, name, tx):
    """The comparison a TestXacroBase subclass uses: its ignore_nodes list after __init__."""
    import xml.dom
    return xml.dom.Node.COMMENT_NODE in cls(name).ignore_nodes


CASE_KEYS = ['index', 'call', 'input', 'input_file', 'input_path_as_passed', 'cwd', 'cli', 'args', 'options',
             'kwargs', 'ok', 'output', 'error_type', 'error_type_full', 'xacro_exception', 'error', 'location',
             'stderr', 'command', 'exit_code', 'output_file_text', 'output_text', 'shadow_stderr',
             'result_source', 'expected', 'expected_file']


ALWAYS = ('output', 'error_type', 'error')  # present (possibly null) in every case


def order_case(c):
    unknown = set(c) - set(CASE_KEYS)
    assert not unknown, unknown
    return {k: c.get(k) for k in CASE_KEYS if k in c or k in ALWAYS}


if __name__ == '__main__':
    sys.exit(main())
