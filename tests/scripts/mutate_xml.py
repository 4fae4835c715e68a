#!/usr/bin/env python3
"""Deterministic, schema-aware mutations of TOSCA XML documents.

Reads an XML Schema (validate_agreement.py gives it the official TOSCA 1.0
schema; the project's xsd/*.xsd work too) and, for base documents that are
valid against it, writes mutants that each break (or, for the foreign_*,
xml_attribute, dangling_reference and some value kinds, may keep) validity in
one known way. The schema reader knows the constructs these schemas use:
complexType, complexContent/extension, sequence, choice, element/@ref, any,
anyAttribute, simpleType restriction/union, include. Each instance element is
typed by walking the document top-down alongside the schema, so a mutation
only targets what the schema really declares there. Standard library only.

Usage:
  mutate_xml.py --schema XSD --out DIR [--seed N] [--per-kind K]
                [--kinds a,b,...] [--list-kinds] BASE...
  BASE  base documents, or @FILE naming one per line. Every base is used as
        given; pass documents the schema accepts for meaningful mutants.
Output: DIR/<kind>-NNN.xml for each mutant, DIR/manifest.tsv with
        'mutant<TAB>kind<TAB>base<TAB>what was changed', and on stdout one
        line per kind with its count. Same seed + same bases = same mutants.
Exit:   0 on success (even if a kind found fewer targets than K; the counts
        say so), 2 on usage errors.
"""

import argparse
import os
import random
import sys
import xml.dom.minidom as minidom
import xml.etree.ElementTree as ET

XS = "{http://www.w3.org/2001/XMLSchema}"
XML_NS = "http://www.w3.org/XML/1998/namespace"
FOREIGN_NS = "http://example.org/mutation/extension"
UNBOUNDED = 1 << 30

# ---------------------------------------------------------------- the schema


class Particle:
    """A content-model particle: 'seq', 'choice', 'elem' or 'any'."""

    def __init__(self, kind, lo, hi, items=None, name=None, decl=None, namespace=None):
        self.kind, self.lo, self.hi = kind, lo, hi
        self.items = items or []
        self.name, self.decl, self.namespace = name, decl, namespace


class TypeInfo:
    """What the schema says about elements of one complex type."""

    def __init__(self):
        self.attrs = {}  # name -> (simple type description, required)
        self.content = []  # particles in document order
        self.mixed = False
        self.any_attribute = False
        self.children = {}  # local name -> element declaration node


def occurs(node, attr, default):
    v = node.get(attr)
    if v is None:
        return default
    return UNBOUNDED if v == "unbounded" else int(v)


class Schema:
    def __init__(self, path):
        root = ET.parse(path).getroot()
        self.tns = root.get("targetNamespace")
        self.complex, self.simple, self.elements = {}, {}, {}
        self._types = {}
        self._load(path, root)

    def _load(self, path, root):
        """Top-level components of `root` and of the schemas it includes."""
        self.complex.update({n.get("name"): n for n in root.findall(XS + "complexType")})
        self.simple.update({n.get("name"): n for n in root.findall(XS + "simpleType")})
        self.elements.update({n.get("name"): n for n in root.findall(XS + "element")})
        for inc in root.findall(XS + "include"):
            other = os.path.join(os.path.dirname(path), inc.get("schemaLocation"))
            self._load(other, ET.parse(other).getroot())

    # -- simple types: what an attribute value may be

    def describe_simple(self, type_name=None, node=None):
        if type_name is not None:
            if type_name.startswith("xs:"):
                builtin = type_name[3:]
                return {
                    "ID": "id", "IDREF": "idref", "QName": "qname", "NCName": "ncname",
                    "anyURI": "uri", "int": "integer", "integer": "integer",
                    "nonNegativeInteger": "integer", "positiveInteger": "integer",
                    "boolean": "xsboolean",
                }.get(builtin, "string"), []
            node = self.simple.get(type_name)
            if node is None:
                return "string", []
        restriction = node.find(XS + "restriction")
        if restriction is not None:
            values = [e.get("value") for e in restriction.findall(XS + "enumeration")]
            if values:
                return ("boolean" if sorted(values) == ["no", "yes"] else "enum"), values
            return self.describe_simple(restriction.get("base"))
        union = node.find(XS + "union")
        if union is not None:
            kinds = [self.describe_simple(node=m) for m in union.findall(XS + "simpleType")]
            if any(k == "integer" for k, _ in kinds) and any(k == "enum" for k, _ in kinds):
                return "bound", [v for _, vs in kinds for v in vs]
        return "string", []

    # -- complex types

    def type_of(self, decl):
        """TypeInfo for an element declaration (None for simple content)."""
        if decl.get("ref") is not None:
            decl = self.elements[decl.get("ref").split(":")[-1]]
        key = id(decl)
        if key not in self._types:
            node = decl.find(XS + "complexType")
            if node is None and decl.get("type") in self.complex:
                node = self.complex[decl.get("type")]
            self._types[key] = self._complex(node) if node is not None else None
        return self._types[key]

    def _complex(self, node):
        info = TypeInfo()
        self._fill(node, info)
        stack = list(info.content)
        while stack:
            p = stack.pop()
            stack.extend(p.items)
            if p.kind == "elem":
                info.children.setdefault(p.name, p.decl)
        return info

    def _fill(self, node, info):
        info.mixed = info.mixed or node.get("mixed") == "true"
        for child in node:
            tag = child.tag
            if tag == XS + "complexContent":
                info.mixed = info.mixed or child.get("mixed") == "true"
                ext = child.find(XS + "extension")
                self._fill(self.complex[ext.get("base")], info)
                self._fill(ext, info)
            elif tag in (XS + "sequence", XS + "choice"):
                info.content.append(self._particle(child))
            elif tag == XS + "attribute":
                if child.get("ref") == "xml:lang":
                    info.attrs["xml:lang"] = (("lang", []), False)
                    continue
                inline = child.find(XS + "simpleType")
                desc = (self.describe_simple(node=inline) if inline is not None
                        else self.describe_simple(child.get("type", "xs:string")))
                info.attrs[child.get("name")] = (desc, child.get("use") == "required")
            elif tag == XS + "anyAttribute":
                info.any_attribute = True

    def _particle(self, node):
        lo, hi = occurs(node, "minOccurs", 1), occurs(node, "maxOccurs", 1)
        tag = node.tag[len(XS):]
        if tag in ("sequence", "choice"):
            kind = "seq" if tag == "sequence" else "choice"
            items = [self._particle(c) for c in node
                     if c.tag in (XS + "element", XS + "any", XS + "sequence", XS + "choice")]
            return Particle(kind, lo, hi, items=items)
        if tag == "any":
            return Particle("any", lo, hi, namespace=node.get("namespace", "##any"))
        name = node.get("name") or node.get("ref").split(":")[-1]
        return Particle("elem", lo, hi, name=name, decl=node)


def emptiable(p):
    if p.lo == 0:
        return True
    if p.kind == "seq":
        return all(emptiable(i) for i in p.items)
    if p.kind == "choice":
        return any(emptiable(i) for i in p.items)
    return False


def element_names(p):
    if p.kind == "elem":
        return {p.name}
    return set().union(*[element_names(i) for i in p.items]) if p.items else set()


def required_groups(info):
    """Sets of child names of which the content must hold at least one."""
    out = []

    def walk(p):
        if p.lo == 0:
            return
        if p.kind == "elem":
            out.append({p.name})
        elif p.kind == "choice" and not emptiable(p):
            out.append(element_names(p))
        elif p.kind == "seq":
            for i in p.items:
                walk(i)

    for p in info.content:
        walk(p)
    return out


def singleton_names(info):
    """Child names that may occur at most once."""
    out = set()

    def walk(p, repeat):
        repeat = repeat or p.hi > 1
        if p.kind == "elem" and not repeat:
            out.add(p.name)
        for i in p.items:
            walk(i, repeat)

    for p in info.content:
        walk(p, False)
    return out


# ------------------------------------------------------ the instance document


def child_elements(el):
    return [c for c in el.childNodes if c.nodeType == c.ELEMENT_NODE]


def typed_elements(doc, schema):
    """(element, TypeInfo) for every element the schema types (not wildcards)."""
    root = doc.documentElement
    decl = schema.elements.get(root.localName)
    if root.namespaceURI != schema.tns or decl is None:
        return []
    out = []
    stack = [(root, schema.type_of(decl))]
    while stack:
        el, info = stack.pop()
        if info is None:
            continue
        out.append((el, info))
        for c in child_elements(el):
            if c.namespaceURI == schema.tns and c.localName in info.children:
                stack.append((c, schema.type_of(info.children[c.localName])))
    out.reverse()
    return out


def where(el):
    """A short, stable description of an element's place: /A/B[2]/C."""
    parts = []
    while el is not None and el.nodeType == el.ELEMENT_NODE:
        parent = el.parentNode
        same = [c for c in child_elements(parent) if c.tagName == el.tagName] \
            if parent.nodeType == parent.ELEMENT_NODE else [el]
        parts.append(el.localName + (f"[{same.index(el) + 1}]" if len(same) > 1 else ""))
        el = parent if parent.nodeType == parent.ELEMENT_NODE else None
    return "/" + "/".join(reversed(parts))


def tns_name(el, local):
    """A qualified name for a new TOSCA element next to (inside) `el`."""
    return f"{el.prefix}:{local}" if el.prefix else local


def pick(rng, cands, key):
    """A candidate, choosing first uniformly among the kinds of place `key`
    gives (so a document's many NodeTemplates do not crowd out its one
    Definitions), then among the candidates of that kind."""
    groups = {}
    for c in cands:
        groups.setdefault(key(c), []).append(c)
    return rng.choice(groups[rng.choice(sorted(groups))])


def by_place(c):
    """Grouping key for (element, ...) candidates: element and attribute name."""
    return (c[0].localName,) + tuple(x for x in c[1:] if isinstance(x, str))


def attrs_of_kind(typed, kinds, present_only=False):
    out = []
    for el, info in typed:
        for name, ((kind, _), _req) in info.attrs.items():
            if kind in kinds and (not present_only or el.hasAttribute(name)):
                out.append((el, name))
    return out


def set_value(rng, typed, kinds, values, what):
    cands = attrs_of_kind(typed, kinds)
    if not cands:
        return None
    el, name = pick(rng, cands, by_place)
    value = rng.choice(values)
    if name == "xml:lang":
        el.setAttributeNS(XML_NS, "xml:lang", value)
    else:
        el.setAttribute(name, value)
    return f"{where(el)}/@{name} = {value!r} ({what})"


# ---------------------------------------------------------------- mutations
# Each takes (rng, doc, typed) and returns a description, or None when the
# document offers no target.


def m_remove_required_attribute(rng, doc, typed):
    cands = [(el, n) for el, info in typed for n, (_, req) in info.attrs.items()
             if req and el.hasAttribute(n)]
    if not cands:
        return None
    el, name = pick(rng, cands, by_place)
    el.removeAttribute(name)
    return f"removed required {where(el)}/@{name}"


def m_reorder_children(rng, doc, typed):
    cands = []
    for el, info in typed:
        kids = [c for c in child_elements(el) if c.localName in info.children]
        for a, b in zip(kids, kids[1:]):
            if a.localName != b.localName:
                cands.append((el, a, b))
    if not cands:
        return None
    el, a, b = pick(rng, cands, lambda c: (c[0].localName, c[1].localName, c[2].localName))
    el.insertBefore(b, a)
    return f"moved {where(b)} before its preceding sibling {a.localName}"


def m_unknown_element(rng, doc, typed):
    el, _ = pick(rng, typed, lambda c: c[0].localName)
    kids = el.childNodes
    pos = rng.randint(0, len(kids))
    new = doc.createElementNS(el.namespaceURI, tns_name(el, rng.choice(["Bogus", "NodeTemplates", "Note"])))
    el.insertBefore(new, kids[pos] if pos < len(kids) else None)
    return f"inserted unknown TOSCA element {new.tagName} into {where(el)} at child {pos}"


def m_unknown_attribute(rng, doc, typed):
    el, info = pick(rng, typed, lambda c: c[0].localName)
    name = rng.choice(["bogus", "Name", "version", "color"])
    if name in info.attrs or el.hasAttribute(name):
        name = "bogus"
    el.setAttribute(name, "x")
    return f"added unqualified attribute {where(el)}/@{name}"


def m_foreign_attribute(rng, doc, typed):
    el, info = pick(rng, typed, lambda c: c[0].localName)
    el.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:mutx", FOREIGN_NS)
    el.setAttributeNS(FOREIGN_NS, "mutx:note", "x")
    allowed = "allowed" if info.any_attribute else "not allowed"
    return f"added foreign attribute mutx:note to {where(el)} (##other: {allowed})"


def m_foreign_element(rng, doc, typed):
    el, _ = pick(rng, typed, lambda c: c[0].localName)
    kids = el.childNodes
    pos = rng.randint(0, len(kids))
    new = doc.createElementNS(FOREIGN_NS, "mutx:note")
    new.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:mutx", FOREIGN_NS)
    el.insertBefore(new, kids[pos] if pos < len(kids) else None)
    return f"inserted foreign element mutx:note into {where(el)} at child {pos}"


def m_bad_enum_value(rng, doc, typed):
    return set_value(rng, typed, ("enum", "bound"), ["UNBOUNDED", "Unbounded", "infinite", "*", "many"],
                     "not in the enumeration")


def m_bad_boolean(rng, doc, typed):
    return set_value(rng, typed, ("boolean",), ["true", "false", "YES", "No", "1", "", "y"],
                     "tBoolean is yes|no")


def m_bad_integer(rng, doc, typed):
    return set_value(rng, typed, ("integer", "bound"),
                     ["abc", "1.5", "-1", "", "0", "99999999999", "1e3", "+2", " 7 ", "0x10",
                      "2147483647", "-2147483648", "2147483648", "007"],
                     "integer-typed")


def m_empty_id(rng, doc, typed):
    cands = attrs_of_kind(typed, ("id",), present_only=True)
    if not cands:
        return None
    el, name = pick(rng, cands, by_place)
    el.setAttribute(name, "")
    return f"emptied {where(el)}/@{name} (xs:ID)"


def m_duplicate_id(rng, doc, typed):
    cands = attrs_of_kind(typed, ("id",), present_only=True)
    if len(cands) < 2:
        return None
    (a, an), (b, bn) = rng.sample(cands, 2)
    value = a.getAttribute(an)
    if b.getAttribute(bn) == value:
        return None
    b.setAttribute(bn, value)
    return f"set {where(b)}/@{bn} to {value!r}, the id of {where(a)}"


def m_bad_id_syntax(rng, doc, typed):
    return set_value(rng, typed, ("id", "idref", "ncname"), ["1abc", "has space", "a:b", "-x", "é-ok"],
                     "must be an NCName")


def m_bad_qname(rng, doc, typed):
    return set_value(rng, typed, ("qname",), ["undeclaredprefix:Thing", "a:b:c", "", "1bad", "has space", ":x"],
                     "xs:QName")


def m_bad_uri(rng, doc, typed):
    return set_value(rng, typed, ("uri",), ["http://exa mple.org/", "%zz", "http://[bad", "a#b#c", "",
                                            "urn:ok", "\\\\share\\x", "x:", "//h:x/p",
                                            "http://h:99999999999/", "http://[::1]:8080/a?b#[c]",
                                            "a:b/c?d[e]", "http://us%3Aer@h/p%2Fq?x%20y#f%23",
                                            "a%2", "http://h/%GG", "p%41th/%2e%2E/x"], "xs:anyURI")


# Names the two XML name tables disagree on (Fourth Edition, used by XML
# Schema 1.0 and libxml2, against Fifth Edition): S-comma, t-comma,
# U+02B0, Roman numeral one, Devanagari digit zero first, and a character
# above U+FFFF; plus names both accept.
NAME_CHARS = ["\u0218", "x\u021b", "\u02b0x", "\u2160", "\u0966x", "x\u0966", "x\U00010000",
              "\u00e9t\u00e9", "\u4e2d", "x\u00b7y", "\u30fc", "x\u30fc", "\u03a9"]


def m_non_ascii_name(rng, doc, typed):
    cands = attrs_of_kind(typed, ("id", "ncname", "qname"), present_only=True)
    if not cands:
        return None
    el, name = pick(rng, cands, by_place)
    old = el.getAttribute(name)
    chars = rng.choice(NAME_CHARS)
    prefix, colon, local = old.rpartition(":")
    value = f"{prefix}{colon}{chars}{local}" if rng.random() < 0.5 else f"{prefix}{colon}{local}{chars}"
    el.setAttribute(name, value)
    return f"{where(el)}/@{name} = {value!r} (non-ASCII name characters)"


def m_xml_attribute(rng, doc, typed):
    """xml:lang, xml:space or xml:base on an element with ##other attributes.

    Not xml:id: on an element with an ID attribute of its own, libxml2 2.9
    stops at an "Unimplemented block" (the one-ID-per-element rule) and
    accepts the document whatever the value; Xerces applies the rule."""
    cands = [(el, info) for el, info in typed if info.any_attribute]
    if not cands:
        return None
    el, _ = pick(rng, cands, lambda c: c[0].localName)
    attr, value = rng.choice([("xml:space", "keep"), ("xml:space", "preserve"), ("xml:lang", " "),
                              ("xml:lang", " en "), ("xml:lang", "en_GB"), ("xml:base", "x:"),
                              ("xml:base", "http://h:99999999999/"), ("xml:base", "a b")])
    el.setAttributeNS(XML_NS, attr, value)
    return f"{where(el)}/@{attr} = {value!r}"


def m_dangling_reference(rng, doc, typed):
    cands = attrs_of_kind(typed, ("idref",), present_only=True)
    if not cands:
        return None
    el, name = pick(rng, cands, by_place)
    el.setAttribute(name, "no-such-id")
    return f"{where(el)}/@{name} = 'no-such-id' (xs:IDREF to an id the document lacks)"


def m_bad_language(rng, doc, typed):
    docs = [(el, info) for el, info in typed if "xml:lang" in info.attrs]
    if not docs:
        # Give the document a documentation element to mutate.
        el, info = typed[0]
        if "documentation" not in info.children:
            return None
        new = doc.createElementNS(el.namespaceURI, tns_name(el, "documentation"))
        new.appendChild(doc.createTextNode("about"))
        first = child_elements(el)
        el.insertBefore(new, first[0] if first else None)
        docs = [(new, None)]
    el, _ = rng.choice(docs)
    value = rng.choice(["not a language", "en_US", "e", "123456789", ""])
    el.setAttributeNS(XML_NS, "xml:lang", value)
    return f"{where(el)}/@xml:lang = {value!r}"


def m_wrong_namespace(rng, doc, typed):
    el, _ = pick(rng, typed, lambda c: c[0].localName)
    ns = rng.choice(["http://docs.oasis-open.org/tosca/ns/2011/12/",
                     "http://docs.oasis-open.org/tosca/ns/2013/12", "http://example.org/wrong", ""])
    new = doc.createElementNS(ns or None, el.localName)
    new.setAttribute("xmlns", ns)
    for i in range(el.attributes.length):
        a = el.attributes.item(i)
        if a.name != "xmlns":
            new.setAttributeNS(a.namespaceURI, a.name, a.value)
    while el.firstChild is not None:
        new.appendChild(el.firstChild)
    el.parentNode.replaceChild(new, el)
    return f"moved {where(new)} (and its unprefixed descendants) to namespace {ns!r}"


def m_text_in_element_only(rng, doc, typed):
    cands = [(el, info) for el, info in typed if not info.mixed]
    el, _ = pick(rng, cands, lambda c: c[0].localName)
    kids = el.childNodes
    pos = rng.randint(0, len(kids))
    el.insertBefore(doc.createTextNode(rng.choice(["stray text", "x", "1", "&"])),
                    kids[pos] if pos < len(kids) else None)
    return f"inserted text into element-only {where(el)} at child {pos}"


def m_missing_required_child(rng, doc, typed):
    cands = []
    for el, info in typed:
        for group in required_groups(info):
            kids = [c for c in child_elements(el) if c.namespaceURI == el.namespaceURI and c.localName in group]
            if kids:
                cands.append((el, kids))
    if not cands:
        return None
    el, kids = pick(rng, cands, lambda c: (c[0].localName, c[1][0].localName))
    names = sorted({k.localName for k in kids})
    for k in kids:
        el.removeChild(k)
    return f"removed required child {'/'.join(names)} of {where(el)}"


def m_duplicate_child(rng, doc, typed):
    cands = []
    for el, info in typed:
        once = singleton_names(info)
        cands += [(el, c) for c in child_elements(el) if c.localName in once and c.namespaceURI == el.namespaceURI]
    if not cands:
        return None
    el, c = pick(rng, cands, lambda c: (c[0].localName, c[1].localName))
    place = where(c)
    el.insertBefore(c.cloneNode(True), c.nextSibling)
    return f"duplicated {place}, which may occur once"


def m_malformed(rng, doc, typed):
    return "MALFORMED"  # applied to the serialised text; see write_mutant


MUTATIONS = {
    "remove_required_attribute": m_remove_required_attribute,
    "reorder_children": m_reorder_children,
    "unknown_element": m_unknown_element,
    "unknown_attribute": m_unknown_attribute,
    "foreign_element": m_foreign_element,
    "foreign_attribute": m_foreign_attribute,
    "bad_enum_value": m_bad_enum_value,
    "bad_boolean": m_bad_boolean,
    "bad_integer": m_bad_integer,
    "empty_id": m_empty_id,
    "duplicate_id": m_duplicate_id,
    "bad_id_syntax": m_bad_id_syntax,
    "bad_qname": m_bad_qname,
    "bad_uri": m_bad_uri,
    "bad_language": m_bad_language,
    "non_ascii_name": m_non_ascii_name,
    "xml_attribute": m_xml_attribute,
    "dangling_reference": m_dangling_reference,
    "wrong_namespace": m_wrong_namespace,
    "text_in_element_only": m_text_in_element_only,
    "missing_required_child": m_missing_required_child,
    "duplicate_child": m_duplicate_child,
    "malformed": m_malformed,
}


def serialise(rng, doc, description):
    data = doc.toxml(encoding="UTF-8")
    if description != "MALFORMED":
        return data, description
    how = rng.choice(["truncate", "unclosed", "bad-name", "amp"])
    body = data.index(b"?>") + 2
    if how == "truncate":
        cut = rng.randint(body + 1, len(data) - 2)
        return data[:cut], f"truncated after byte {cut}"
    if how == "unclosed":
        end = data.rindex(b"</")
        return data[:end] + b"<Open>" + data[end:], "an element left open before the root's end tag"
    if how == "bad-name":
        return data[:body] + data[body:].replace(b">", b"><1bad/>", 1), "an element named 1bad"
    return data[:body] + data[body:].replace(b">", b">&", 1), "a bare & in content"


# ------------------------------------------------------------------- driver


def read_bases(args):
    out = []
    for a in args:
        if a.startswith("@"):
            with open(a[1:], encoding="utf-8") as f:
                out += [line.rstrip("\n") for line in f if line.strip()]
        else:
            out.append(a)
    return sorted(set(out))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--schema")
    ap.add_argument("--out")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--per-kind", type=int, default=30)
    ap.add_argument("--kinds", default=",".join(MUTATIONS))
    ap.add_argument("--list-kinds", action="store_true")
    ap.add_argument("bases", nargs="*")
    args = ap.parse_args()
    if args.list_kinds:
        print("\n".join(MUTATIONS))
        return 0
    kinds = args.kinds.split(",")
    unknown = [k for k in kinds if k not in MUTATIONS]
    if unknown or not args.schema or not args.out or not args.bases:
        ap.error(f"unknown kinds {unknown}" if unknown else "--schema, --out and at least one BASE are needed")

    schema = Schema(args.schema)
    texts = []
    for path in read_bases(args.bases):
        with open(path, "rb") as f:
            data = f.read()
        try:
            doc = minidom.parseString(data)
        except Exception:
            continue  # not well-formed: nothing to mutate
        if typed_elements(doc, schema):
            texts.append((path, data))
    if not texts:
        print("mutate_xml.py: no usable base document", file=sys.stderr)
        return 2

    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    manifest = []
    for kind in kinds:
        order = list(range(len(texts)))
        rng.shuffle(order)
        made = 0
        for i in order:
            if made == args.per_kind:
                break
            path, data = texts[i]
            doc = minidom.parseString(data)
            typed = typed_elements(doc, schema)
            what = MUTATIONS[kind](rng, doc, typed)
            if what is None:
                continue
            out, what = serialise(rng, doc, what)
            made += 1
            name = f"{kind}-{made:03d}.xml"
            with open(os.path.join(args.out, name), "wb") as f:
                f.write(out)
            manifest.append((name, kind, path, what))
        print(f"{kind}\t{made}")
    with open(os.path.join(args.out, "manifest.tsv"), "w", encoding="utf-8") as f:
        for row in manifest:
            f.write("\t".join(r.replace("\t", " ").replace("\n", " ") for r in row) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
