#!/usr/bin/env python3
"""How much of the deployment logic of Winery service templates xml2yaml
writes in standard TOSCA YAML (issue 10's measure).

For every service template of the shared Winery repositories
(tosca-definitions-public, winery-test-repository, tosca-definitions-quantil;
`_history/` left out), converted with -I its repository, it counts from the
XML, parsed here independently of tosca-convert:

  operations  (node type, interface, operation) with an implementation
              artifact in any of the type's NodeTypeImplementations (interface-level
              artifacts count once per operation of the interface); native
              when the YAML operation has an `implementation` whose files
              exist, seen from the YAML file
  artifacts   deployment artifacts of node templates; native when the node
              template has a YAML artifact of that name whose file exists
  get_input   Winery "get_input: X" property texts; native when the YAML
              value is {get_input: X} and X is a declared topology input
  mappings    boundary property mappings; native when the boundary property
              is a topology input or output
  connections ends of ConnectsTo relationship templates whose node type
              implements connectTo with a file (OpenTOSCA runs it once both
              ends exist); native when the YAML relationship template's
              Configure post_configure_source (target) names files that exist
  host_steps  node templates that OpenTOSCA creates through the node they
              are hosted on (createVM of a cloud provider, startContainer
              of a Docker engine, implemented with a file; the node's type
              has no create or delete of its own); native when the YAML
              template's Standard create names files that exist

and, not held to --min, how many inputs of the operations that run for
each node template the YAML node template gives a value.

The repositories in the shared corpus ship without their artifact files, so
each is copied with an empty file at every path an ArtifactReference names
(percent-decoded once, relative to the repository root): the check is that
the YAML names the file the reference means, from where the YAML lies.

It also strips `dsl_definitions` from every output and runs `tosca-convert
validate` and OpenStack tosca-parser on the standard part alone, and reports
the lines of the extension block against the standard part.

Usage: deploy_coverage.py TOSCA_CONVERT [--baseline OLD_TOSCA_CONVERT] [--min 95]
Exit: 0 when every coverage reaches --min and the standard part is valid
everywhere; 1 otherwise; 77 (skip) without ../shared/corpus.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
import xml.etree.ElementTree as ET

T = '{http://docs.oasis-open.org/tosca/ns/2011/12}'
REPOS = ['tosca-definitions-public', 'winery-test-repository', 'tosca-definitions-quantil']
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.path.join(os.path.dirname(ROOT), 'shared')

try:
    import yaml
except ImportError:  # Debian's python3-yaml; a venv or pyenv python cannot see it
    yaml = None
    if os.path.realpath(sys.executable) != os.path.realpath('/usr/bin/python3') and \
            os.path.exists('/usr/bin/python3'):
        os.execv('/usr/bin/python3', ['/usr/bin/python3'] + sys.argv)


# Namespace scopes (innermost first) and target namespace of each element:
# ElementTree elements take no attributes of ours.
SCOPES = {}
TARGET_NS = {}


def qname(el, value):
    """A QName attribute value as (namespace, local)."""
    if value is None:
        return None
    if ':' in value:
        prefix, local = value.split(':', 1)
    else:
        prefix, local = None, value
    ns = None
    # ElementTree drops xmlns; they were collected into el.nsmap by load().
    for scope in SCOPES.get(el, []):
        if prefix in scope:
            ns = scope[prefix]
            break
    if ns is None and prefix is None:
        ns = TARGET_NS.get(el, '')
    return (ns or '', local)


class Doc:
    def __init__(self, path):
        self.path = path
        self.root = None
        self.target_ns = ''
        scopes_stack = []
        events = ET.iterparse(path, events=('start-ns', 'start', 'end'))
        pending = {}
        for ev, obj in events:
            if ev == 'start-ns':
                pending[obj[0] or None] = obj[1]
            elif ev == 'start':
                scopes_stack.append(pending)
                SCOPES[obj] = list(reversed(scopes_stack))
                pending = {}
                if self.root is None:
                    self.root = obj
            else:
                scopes_stack.pop()
        self.target_ns = self.root.get('targetNamespace', '')
        for el in self.root.iter():
            TARGET_NS[el] = self.target_ns


def load_repo(repo):
    docs = []
    for dirpath, dirnames, files in os.walk(repo):
        dirnames[:] = sorted(d for d in dirnames if d != '_history')
        for f in sorted(files):
            if f.endswith('.tosca'):
                try:
                    d = Doc(os.path.join(dirpath, f))
                except ET.ParseError:
                    continue
                if d.root is not None and d.root.tag == T + 'Definitions':
                    docs.append(d)
    return docs


def ns_of(el, doc):
    return el.get('targetNamespace') or doc.target_ns


class Repo:
    def __init__(self, path):
        self.path = path
        self.docs = load_repo(path)
        self.node_types = {}
        self.impls = {}  # node type qname -> [NodeTypeImplementation element]
        self.templates = {}  # artifact template qname -> element
        self.relationship_types = {}
        for d in self.docs:
            for nt in d.root.findall(T + 'NodeType'):
                self.node_types.setdefault((ns_of(nt, d), nt.get('name')), nt)
            for impl in d.root.findall(T + 'NodeTypeImplementation'):
                self.impls.setdefault(qname(impl, impl.get('nodeType')), []).append(impl)
            for rt in d.root.findall(T + 'RelationshipType'):
                self.relationship_types.setdefault((ns_of(rt, d), rt.get('name')), rt)
            for at in d.root.findall(T + 'ArtifactTemplate'):
                self.templates.setdefault((d.target_ns, at.get('id')), at)

    def chain(self, q):
        out = []
        while q in self.node_types and q not in out:
            out.append(q)
            df = self.node_types[q].find(T + 'DerivedFrom')
            q = qname(df, df.get('typeRef')) if df is not None else None
        return out

    def connects(self, q):
        """The relationship type is, or derives from, a ConnectsTo."""
        seen = set()
        while q is not None and q not in seen:
            if q[1] == 'ConnectsTo':
                return True
            seen.add(q)
            rt = self.relationship_types.get(q)
            df = rt.find(T + 'DerivedFrom') if rt is not None else None
            q = qname(df, df.get('typeRef')) if df is not None else None
        return False

    def operations(self, q, interface):
        """Operations of `interface` declared by the type or its ancestors."""
        ops = []
        for t in self.chain(q):
            for itf in self.node_types[t].iter(T + 'Interface'):
                if itf.get('name') == interface:
                    ops += [o.get('name') for o in itf.findall(T + 'Operation') if o.get('name') not in ops]
        return ops

    def operation_inputs(self, q):
        """(interface, operation) -> its InputParameter names, for the type's
        interfaces and its ancestors' (the nearest declaration wins)."""
        out = {}
        for t in self.chain(q):
            for itf in self.node_types[t].iter(T + 'Interface'):
                for o in itf.findall(T + 'Operation'):
                    names = [p.get('name') for p in o.iter(T + 'InputParameter')]
                    out.setdefault((itf.get('name'), o.get('name')), names)
        return out

    def names_file(self, ref_el, ref_value):
        """The artifact template a reference names exists and names a file."""
        at = self.templates.get(qname(ref_el, ref_value))
        if at is None:
            return None
        return bool(at.findall(f'{T}ArtifactReferences/{T}ArtifactReference'))

    def implemented(self, q):
        """(interface, operation) -> whether an artifact names a file: over
        every implementation of the type, since a repository may split them
        (a test implementation beside the real one)."""
        impls = self.impls.get(q, [])
        if not impls:
            return {}
        pairs = {}
        for ia in (ia for impl in impls for ia in impl.iter(T + 'ImplementationArtifact')):
            if not ia.get('artifactRef'):
                continue
            has_file = bool(self.names_file(ia, ia.get('artifactRef')))
            itf = ia.get('interfaceName')
            ops = [ia.get('operationName')] if ia.get('operationName') else self.operations(q, itf)
            for op in ops:
                pairs[(itf, op)] = pairs.get((itf, op), False) or has_file
        return pairs

    def materialize(self, dest):
        """The repository with an empty file at every referenced path."""
        shutil.copytree(self.path, dest, ignore=shutil.ignore_patterns('_history'))
        made = 0
        for d in self.docs:
            for ref in d.root.iter(T + 'ArtifactReference'):
                r = ref.get('reference', '')
                if '://' in r or not r:
                    continue
                target = os.path.normpath(os.path.join(dest, urllib.parse.unquote(r)))
                if not target.startswith(dest) or os.path.exists(target):
                    continue
                os.makedirs(os.path.dirname(target), exist_ok=True)
                open(target, 'w').close()
                made += 1
        return made


LIFECYCLE = {'install': 'create', 'create': 'create', 'configure': 'configure', 'start': 'start',
             'stop': 'stop', 'uninstall': 'delete', 'delete': 'delete'}


def yaml_files(impl):
    if isinstance(impl, str):
        return [impl]
    if isinstance(impl, dict):
        if 'file' in impl:
            return [impl['file']]
        out = []
        for p in [impl.get('primary')] + list(impl.get('dependencies') or []):
            out += yaml_files(p) if p is not None else []
        return out
    return []


def find_operation(ydoc, ytype, interface, op):
    """The YAML operation for an XML (interface, operation), through the
    YAML derived_from chain; lifecycle interfaces under Standard."""
    types = ydoc.get('node_types') or {}
    seen = set()
    while ytype in types and ytype not in seen:
        seen.add(ytype)
        itfs = types[ytype].get('interfaces') or {}
        for key, candidate in ((interface, op), ('Standard', LIFECYCLE.get(op))):
            itf = itfs.get(key)
            if isinstance(itf, dict) and candidate in itf and isinstance(itf[candidate], dict) \
                    and 'implementation' in itf[candidate]:
                return itf[candidate]
        ytype = types[ytype].get('derived_from')
    return None


def yaml_type_names(ydoc):
    """QName -> YAML name, from the extension block's record."""
    ext = ((ydoc.get('dsl_definitions') or {}).get('tosca_convert') or {}).get('types') or {}
    return {(v.get('namespace'), v.get('name')): k for k, v in ext.items() if isinstance(v, dict)}


def assigned_inputs(yn, interface, op):
    """The input values a YAML node template assigns to an operation (under
    the XML interface name, or Standard for a lifecycle one)."""
    itfs = yn.get('interfaces') or {}
    for key, candidate in ((interface, op), ('Standard', LIFECYCLE.get(op))):
        itf = itfs.get(key)
        if isinstance(itf, dict) and isinstance(itf.get('operations'), dict):
            itf = itf['operations']
        o = itf.get(candidate) if isinstance(itf, dict) else None
        if isinstance(o, dict) and isinstance(o.get('inputs'), dict):
            return o['inputs']
    return {}


HOST_STEPS = {('CloudProviderInterface', 'createVM'), ('InterfaceDockerEngine', 'startContainer')}


def deployer_given(params, given):
    """How many of `params` read a service input (`{get_input: X}`): the
    ones no property answers, which OpenTOSCA asks for in its build plan."""
    return sum(1 for n in params if isinstance(given.get(n), dict) and 'get_input' in given[n])


def creates_hosted(repo, q):
    """The node type (or an ancestor) has a host step implemented with a file."""
    return any(has_file and key in HOST_STEPS
               for t in repo.chain(q) for key, has_file in repo.implemented(t).items())


def manages_itself(repo, q):
    """The node type (or an ancestor) declares a lifecycle create or delete."""
    for t in repo.chain(q):
        for itf in repo.node_types[t].iter(T + 'Interface'):
            name = itf.get('name') or ''
            if name.endswith('lifecycle') or name == 'Standard':
                if any(o.get('name') in ('install', 'create', 'uninstall', 'delete')
                       for o in itf.findall(T + 'Operation')):
                    return True
    return False


def connects_to(repo, q):
    """The node type (or an ancestor) implements connectTo with a file."""
    return any(has_file and op == 'connectTo'
               for t in repo.chain(q) for (itf, op), has_file in repo.implemented(t).items())


def owners(st):
    """Requirement, capability and node template id -> node template id."""
    owner = {}
    for nt in st.iter(T + 'NodeTemplate'):
        owner[nt.get('id')] = nt.get('id')
        for part in nt.iter():
            if part.tag in (T + 'Requirement', T + 'Capability') and part.get('id'):
                owner[part.get('id')] = nt.get('id')
    return owner


def hosts_of(st):
    """Node template id -> the id of the node template it is hosted on."""
    owner = owners(st)
    out = {}
    for rt in st.iter(T + 'RelationshipTemplate'):
        if not (rt.get('type') or '').endswith('HostedOn'):
            continue
        src, tgt = rt.find(T + 'SourceElement'), rt.find(T + 'TargetElement')
        if src is not None and tgt is not None:
            a, b = owner.get(src.get('ref')), owner.get(tgt.get('ref'))
            if a and b:
                out[a] = b
    return out


def count(repo, st_doc, ydoc, ydir, tally, misses, excluded, inputs_tally):
    names = yaml_type_names(ydoc)
    topo = ydoc.get('topology_template') or {}
    ynodes = topo.get('node_templates') or {}
    inputs = topo.get('inputs') or {}
    outputs = topo.get('outputs') or {}
    seen_types = set()
    yrels = topo.get('relationship_templates') or {}
    for st in st_doc.root.findall(T + 'ServiceTemplate'):
        hosts = hosts_of(st)
        by_id = {nt.get('id'): nt for nt in st.iter(T + 'NodeTemplate')}
        owner = owners(st)
        for rt in st.iter(T + 'RelationshipTemplate'):
            if not repo.connects(qname(rt, rt.get('type'))):
                continue
            ends = [rt.find(T + 'SourceElement'), rt.find(T + 'TargetElement')]
            for end, op in zip(ends, ('post_configure_source', 'post_configure_target')):
                node = by_id.get(owner.get(end.get('ref'))) if end is not None else None
                if node is None or not connects_to(repo, qname(node, node.get('type'))):
                    continue
                tally['connections'][1] += 1
                itf = ((yrels.get(rt.get('id')) or {}).get('interfaces') or {}).get('Configure') or {}
                itf = itf.get('operations', itf)
                step = itf.get(op) if isinstance(itf, dict) else None
                files = yaml_files(step.get('implementation')) if isinstance(step, dict) else []
                declared = [names for (itf_name, o), names in
                            repo.operation_inputs(qname(node, node.get('type'))).items() if o == 'connectTo']
                given = step.get('inputs') or {} if isinstance(step, dict) else {}
                inputs_tally[5] += len(declared[0]) if declared else 0
                inputs_tally[6] += sum(1 for n in (declared[0] if declared else []) if n in given)
                inputs_tally[7] += deployer_given(declared[0] if declared else [], given)
                if files and all(os.path.isfile(os.path.join(ydir, f)) for f in files):
                    tally['connections'][0] += 1
                else:
                    misses.append(f'connection {rt.get("id")} ({op}): ' +
                                  ('files missing ' + str(files) if files else 'no Configure step'))
        for nt in st.iter(T + 'NodeTemplate'):
            tq = qname(nt, nt.get('type'))
            host = by_id.get(hosts.get(nt.get('id')))
            if host is not None and creates_hosted(repo, qname(host, host.get('type'))) \
                    and not manages_itself(repo, tq):
                tally['host_steps'][1] += 1
                itf = ((ynodes.get(nt.get('id')) or {}).get('interfaces') or {}).get('Standard') or {}
                itf = itf.get('operations', itf)
                create = itf.get('create') if isinstance(itf, dict) else None
                files = yaml_files(create.get('implementation')) if isinstance(create, dict) else []
                hq = qname(host, host.get('type'))
                for key in HOST_STEPS:
                    params = repo.operation_inputs(hq).get(key, [])
                    given = create.get('inputs') or {} if isinstance(create, dict) else {}
                    inputs_tally[3] += len(params)
                    inputs_tally[4] += sum(1 for n in params if n in given)
                    inputs_tally[7] += deployer_given(params, given)
                if files and all(os.path.isfile(os.path.join(ydir, f)) for f in files):
                    tally['host_steps'][0] += 1
                else:
                    misses.append(f'host step {nt.get("id")} on {host.get("id")}: ' +
                                  ('files missing ' + str(files) if files else 'no Standard create'))
            for t in repo.chain(tq):
                if t in seen_types:
                    continue
                seen_types.add(t)
                for (itf, op), has_file in sorted(repo.implemented(t).items(), key=str):
                    if not has_file:
                        excluded.append(f'operation {t[1]}.{itf}.{op}: its artifact template names no file')
                        continue
                    tally['operations'][1] += 1
                    yop = find_operation(ydoc, names.get(t), itf, op)
                    files = yaml_files(yop.get('implementation')) if yop else []
                    ok = files and all(os.path.isfile(os.path.join(ydir, f)) for f in files)
                    if ok:
                        tally['operations'][0] += 1
                    else:
                        misses.append(f'operation {t[1]}.{itf}.{op}: ' + (
                            'files missing ' + str(files) if files else 'no implementation'))
            yn = ynodes.get(nt.get('id')) or {}
            # Inputs of the operations that run for this node: informative
            # (an input no property answers has no value in the XML either).
            declared = repo.operation_inputs(tq)
            runs = {k for t in repo.chain(tq) for k, has_file in repo.implemented(t).items() if has_file}
            for itf, op in runs:
                params = declared.get((itf, op), [])
                given = assigned_inputs(yn, itf, op)
                inputs_tally[1] += len(params)
                inputs_tally[0] += sum(1 for n in params if n in given)
                inputs_tally[2] += sum(1 for n in params
                                       if isinstance(given.get(n), dict) and 'get_attribute' in given[n])
                inputs_tally[7] += deployer_given(params, given)
            for da in nt.iter(T + 'DeploymentArtifact'):
                named = repo.names_file(da, da.get('artifactRef'))
                if not named:
                    excluded.append(f'artifact {nt.get("id")}.{da.get("name")}: ' +
                                    ('its artifact template names no file' if named is False
                                     else 'its artifact template is defined nowhere'))
                    continue
                tally['artifacts'][1] += 1
                a = (yn.get('artifacts') or {}).get(da.get('name'))
                f = a.get('file') if isinstance(a, dict) else None
                if f and os.path.isfile(os.path.join(ydir, f)):
                    tally['artifacts'][0] += 1
                else:
                    at = repo.templates.get(qname(da, da.get('artifactRef')))
                    refs = [] if at is None else at.findall(f'{T}ArtifactReferences/{T}ArtifactReference')
                    misses.append(f'artifact {nt.get("id")}.{da.get("name")}: ' + (
                        'its artifact template names no file' if at is not None and not refs
                        else 'artifact template not found' if at is None else f'not native ({a})'))
            props = nt.find(T + 'Properties')
            yprops = yn.get('properties') or {}
            if props is not None and len(props):
                for p in props[0]:
                    m = re.match(r'^get_input:\s*(\S+)\s*$', (p.text or '').strip())
                    if not m:
                        continue
                    tally['get_input'][1] += 1
                    local = p.tag.split('}')[-1]
                    if yprops.get(local) == {'get_input': m.group(1)} and m.group(1) in inputs:
                        tally['get_input'][0] += 1
                    else:
                        misses.append(f'get_input {nt.get("id")}.{local}: {yprops.get(local)!r}')
        for pm in st.iter(T + 'PropertyMapping'):
            tally['mappings'][1] += 1
            m = re.findall(r"local-name\(\)='([^']+)'", pm.get('serviceTemplatePropertyRef', ''))
            name = m[-1] if m else pm.get('serviceTemplatePropertyRef')
            if name in inputs or name in outputs:
                tally['mappings'][0] += 1
            else:
                misses.append(f'mapping {name} -> {pm.get("targetObjectRef")}.{pm.get("targetPropertyRef")}')


def lines_of(ydoc_text):
    """(standard lines, extension lines) of one output."""
    lines = ydoc_text.splitlines()
    for i, l in enumerate(lines):
        if l.startswith('dsl_definitions:'):
            return i, len(lines) - i
    return len(lines), 0


def strip_extension(path, dest):
    with open(path) as f:
        text = f.read()
    cut = text.find('\ndsl_definitions:')
    with open(dest, 'w') as f:
        f.write(text if cut < 0 else text[:cut + 1])


def convert(binary, repo_copy, service_templates, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    outputs = []
    for i, st in enumerate(service_templates):
        dest = os.path.join(out_dir, f'st{i:03d}')
        os.makedirs(dest, exist_ok=True)
        subprocess.run([binary, 'xml2yaml', st, '-I', repo_copy, '-o', dest + '/'],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        made = sorted(os.path.join(dest, f) for f in os.listdir(dest) if f.endswith('.yaml'))
        outputs.append(made)
    return outputs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('binary')
    ap.add_argument('--baseline')
    ap.add_argument('--min', type=float, default=95.0)
    args = ap.parse_args()
    corpus = os.path.join(SHARED, 'corpus', 'xml')
    if not os.path.isdir(corpus) or yaml is None:
        print('skipped: ../shared/corpus or python3-yaml not found')
        return 77
    work = tempfile.mkdtemp()
    try:
        return run(args, corpus, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run(args, corpus, work):
    tally = {k: [0, 0] for k in ('operations', 'artifacts', 'get_input', 'mappings', 'host_steps',
                                 'connections')}
    misses = []
    excluded = []
    inputs_tally = [0, 0, 0, 0, 0, 0, 0, 0]
    std_lines = ext_lines = 0
    base_std = base_ext = 0
    stripped = []
    service_count = 0
    for name in REPOS:
        repo = Repo(os.path.join(corpus, name))
        copy = os.path.join(work, name)
        made = repo.materialize(copy)
        docs = [d for d in Repo(copy).docs if d.root.find(T + 'ServiceTemplate') is not None]
        print(f'{name}: {len(docs)} service templates, {made} referenced files materialized')
        service_count += len(docs)
        outs = convert(args.binary, copy, [d.path for d in docs], os.path.join(work, 'out-' + name))
        for d, files in zip(docs, outs):
            for f in files:
                with open(f) as fh:
                    text = fh.read()
                s, e = lines_of(text)
                std_lines += s
                ext_lines += e
                ydoc = yaml.safe_load(text)
                count(repo, d, ydoc, os.path.dirname(f), tally, misses, excluded, inputs_tally)
                plain = f[:-5] + '.standard.yaml'
                strip_extension(f, plain)
                stripped.append(plain)
        if args.baseline:
            base = convert(args.baseline, copy, [d.path for d in docs], os.path.join(work, 'base-' + name))
            for files in base:
                for f in files:
                    with open(f) as fh:
                        s, e = lines_of(fh.read())
                    base_std += s
                    base_ext += e
    print()
    print('| measure | native | of | coverage |')
    print('|---|---|---|---|')
    ok = True
    for k, (n, total) in tally.items():
        pct = 100.0 * n / total if total else 100.0
        ok = ok and pct >= args.min
        print(f'| {k} | {n} | {total} | {pct:.1f}% |')
    print()
    for m in sorted(set(misses)):
        print('miss:', m)
    print(f'\noperation inputs given a value (the property of their name on the node or down '
          f'its hosting stack, else a service input; informative): {inputs_tally[0]} of {inputs_tally[1]}, '
          f'{inputs_tally[2]} of them read at run time (get_attribute); inputs of the host '
          f'steps given a value in the hosted template: {inputs_tally[4]} of {inputs_tally[3]}; '
          f'inputs of connectTo given a value in the connection: {inputs_tally[6]} of {inputs_tally[5]}; '
          f'{inputs_tally[7]} of all these read a service input the deployer gives (get_input)')
    print(f'\nnot counted ({len(set(excluded))}): the XML names no file to run or deploy')
    for m in sorted(set(excluded)):
        print('  ' + m)
    # The standard part alone, each file on its own (YAML type names are
    # global to a validate run, and each output defines its own closure).
    import json
    report = {'files': []}
    for path in stripped:
        res = subprocess.run([args.binary, 'validate', '--format', 'json', path],
                             capture_output=True, text=True)
        if res.stdout.strip():
            report['files'] += json.loads(res.stdout)['files']
    invalid = [f['path'] for f in report['files'] if not f['valid']]
    print(f'\nstandard part alone, tosca-convert validate: {len(stripped) - len(invalid)} of {len(stripped)} valid')
    for f in report['files']:
        if not f['valid']:
            for dgn in f['diagnostics']:
                if dgn['severity'] == 'error':
                    print(f"  {f['path']}:{dgn['line']}: {dgn['message']} [{dgn['code']}]")
                    break
    checker = os.path.join(SHARED, 'checkers', 'tosca_parser_check.py')
    if os.path.exists(checker):
        res = subprocess.run([sys.executable, checker] + stripped, capture_output=True, text=True)
        last = res.stdout.strip().splitlines()[-1] if res.stdout.strip() else res.stderr
        print(f'standard part alone, tosca-parser: {last}')
        for l in res.stdout.splitlines():
            if l.startswith('FAIL'):
                print('  ' + l[:300])
        ok = ok and res.returncode == 0
    ok = ok and not invalid
    print(f'\nlines: standard {std_lines}, extension {ext_lines} '
          f'({100.0 * ext_lines / max(std_lines, 1):.0f}% of the standard part)')
    if args.baseline:
        print(f'baseline lines: standard {base_std}, extension {base_ext} '
              f'({100.0 * base_ext / max(base_std, 1):.0f}% of the standard part)')
    print(f'{service_count} service templates')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
