#!/usr/bin/env python3
"""How `resolve` grows with template size.

Generates variable templates of N application components; each has two
conditional hosts (a dev and a prod machine chosen by the variability
input `mode`), two conditional property alternatives and an artifact, with
pruning on (so every element carries default conditions) and topology
optimization with its uniqueness check. Resolves each size three times with
the CLI and prints the best wall time and the time per node.

Usage: bench/variability_scaling.py [TOSCA_CONVERT] [SIZES...]
"""
import os
import subprocess
import sys
import tempfile
import time


def template(n):
    lines = ['tosca_definitions_version: tosca_variability_1_0', 'topology_template:', '  variability:',
             '    inputs:', '      mode: {type: string}',
             '    expressions:',
             '      is_dev: {equal: [{variability_input: mode}, dev]}',
             '      is_prod: {equal: [{variability_input: mode}, prod]}',
             '    options: {mode: semantic-loose, node_default_condition_mode: incomingnaive-artifact-host,',
             '              optimization_topology: min, required_hosting_constraint: true}',
             '  node_templates:']
    for i in range(n):
        lines += [
            f'    app{i}:', '      type: tosca.nodes.SoftwareComponent', '      anchor: true',
            '      properties:',
            '        - port: {value: 8080, conditions: {logic_expression: is_dev}}',
            '        - port: {value: 80, conditions: {logic_expression: is_prod}}',
            '      artifacts:', f'        - binary: {{file: app{i}.tar.gz, type: tosca.artifacts.File}}',
            '      requirements:',
            f'        - host: {{node: dev{i}, conditions: {{logic_expression: is_dev}}}}',
            f'        - host: {{node: prod{i}, conditions: {{logic_expression: is_prod}}}}',
            f'    dev{i}:', '      type: tosca.nodes.Compute',
            f'    prod{i}:', '      type: tosca.nodes.Compute']
    return '\n'.join(lines) + '\n'


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else 'build/tosca-convert'
    sizes = [int(s) for s in sys.argv[2:]] or [10, 100, 1000, 10000]
    print('| components | nodes | elements | best of 3 | per node |')
    print('|---|---|---|---|---|')
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            path = os.path.join(tmp, f'v{n}.yaml')
            with open(path, 'w') as f:
                f.write(template(n))
            best = None
            for _ in range(3):
                start = time.perf_counter()
                run = subprocess.run([tool, 'resolve', path, '--input', 'mode=prod', '-o', os.devnull],
                                     capture_output=True, text=True)
                elapsed = time.perf_counter() - start
                if run.returncode != 0:
                    print(run.stderr)
                    return 1
                best = elapsed if best is None else min(best, elapsed)
            nodes = 3 * n
            elements = n * (3 + 3 + 2 + 1 + 3) + 2 * n  # nodes, types, relations, properties (+fallback), artifact (+type)
            print(f'| {n} | {nodes} | ~{elements} | {best:.3f} s | {best / nodes * 1e6:.0f} us |')
    return 0


if __name__ == '__main__':
    sys.exit(main())
