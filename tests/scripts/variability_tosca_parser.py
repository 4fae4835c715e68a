#!/usr/bin/env python3
"""Resolved variability templates in an independent TOSCA parser.

For every test of Vintner's conformance suite that expects a resolved
template, resolve it with `tosca-convert resolve`; when the result uses
normative types only (every `type` of a node, relationship, group, policy
or artifact is a `tosca.` type), set its version line to one tosca-parser
reads (tosca_simple_yaml_1_2) and run OpenStack tosca-parser on it. Every
such output must pass, unless the suite's own expected result fails in
tosca-parser with the same message: then the fixture itself is not valid
TOSCA for tosca-parser (an import of a file that is not there, an input of
an undefined data type, an output `type`, which is TOSCA 1.3 only), whatever
the resolver does, and it is counted apart.

Usage: variability_tosca_parser.py TOSCA_CONVERT   (exit 77 without ../shared)
"""
import os
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, '..', '..', '..', 'shared'))
SUITE = os.path.join(SHARED, 'corpus', 'vintner', 'tests', 'conformance')
CHECKER = os.path.join(SHARED, 'checkers', 'tosca_parser_check.py')


def tests():
    for group in sorted(os.listdir(SUITE)):
        gdir = os.path.join(SUITE, group)
        if group.endswith('---disabled') or not os.path.isdir(gdir):
            continue
        for test in sorted(os.listdir(gdir)):
            tdir = os.path.join(gdir, test)
            if test.endswith('---disabled') or not os.path.isdir(tdir):
                continue
            config = {}
            if os.path.exists(os.path.join(tdir, 'test.yaml')):
                with open(os.path.join(tdir, 'test.yaml')) as f:
                    config = yaml.safe_load(f) or {}
            if 'error' in config:
                continue
            template = os.path.join(tdir, config.get('template', 'template.yaml'))
            inputs = os.path.join(tdir, config.get('inputs', 'inputs.yaml'))
            presets = config.get('presets') or []
            if isinstance(presets, str):
                presets = [presets]
            if os.path.exists(template):
                expected = os.path.join(tdir, config.get('expected', 'expected.yaml'))
                yield (group + '/' + test, template, inputs if os.path.exists(inputs) else None, presets,
                       expected if os.path.exists(expected) else None)


def types_of(document):
    """Every type name the resolved template's topology uses."""
    topology = (document or {}).get('topology_template') or {}
    for node in (topology.get('node_templates') or {}).values():
        yield node.get('type')
        for artifact in (node.get('artifacts') or {}).values():
            if isinstance(artifact, dict):
                yield artifact.get('type')
    for section in ('relationship_templates', 'groups'):
        for tpl in (topology.get(section) or {}).values():
            yield tpl.get('type')
    for entry in topology.get('policies') or []:
        for tpl in entry.values():
            yield tpl.get('type')


def parse(path):
    """None when tosca-parser accepts `path`, else its first error."""
    check = subprocess.run([sys.executable, CHECKER, path], capture_output=True, text=True)
    if check.returncode == 0:
        return None
    first = check.stdout.strip().splitlines()[0] if check.stdout.strip() else check.stderr.strip()
    return first.split(': ', 1)[-1]


def same_failure(verdict, expected, tmp, name):
    """Does the suite's expected result fail in tosca-parser the same way?"""
    with open(expected) as f:
        document = yaml.safe_load(f)
    document['tosca_definitions_version'] = 'tosca_simple_yaml_1_2'
    path = os.path.join(tmp, name.replace('/', '__') + '.expected.yaml')
    with open(path, 'w') as f:
        yaml.safe_dump(document, f, sort_keys=False)
    return parse(path) == verdict


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    if not os.path.isdir(SUITE) or not os.path.exists(CHECKER):
        print('skipped: ../shared (the Vintner suite and the checkers) not found')
        return 77
    tool = sys.argv[1]
    checked, failed, fixtures = 0, [], []
    with tempfile.TemporaryDirectory() as tmp:
        for name, template, inputs, presets, expected in tests():
            command = [tool, 'resolve', template]
            if inputs:
                command += ['--inputs', inputs]
            if presets:
                command += ['--presets'] + presets
            run = subprocess.run(command, capture_output=True, text=True)
            if run.returncode != 0:
                continue  # unsupported or failing: the conformance test reports it
            document = yaml.safe_load(run.stdout)
            if not all(isinstance(t, str) and t.startswith('tosca.') for t in types_of(document)):
                continue
            document['tosca_definitions_version'] = 'tosca_simple_yaml_1_2'
            out = os.path.join(tmp, name.replace('/', '__') + '.yaml')
            with open(out, 'w') as f:
                yaml.safe_dump(document, f, sort_keys=False)
            verdict = parse(out)
            checked += 1
            if verdict is None:
                continue
            if expected and same_failure(verdict, expected, tmp, name):
                fixtures.append((name, verdict))
                continue
            failed.append((name, verdict))
    for name, why in fixtures:
        print('FIXTURE', name, why)
    for name, why in failed:
        print('FAIL', name, why)
    print('%d resolved templates with normative types only: %d accepted by tosca-parser, '
          '%d refused as the suite\'s own expected result is, %d failed'
          % (checked, checked - len(failed) - len(fixtures), len(fixtures), len(failed)))
    return 1 if failed or checked == 0 else 0


if __name__ == '__main__':
    sys.exit(main())
