"""Lists the public declarations without a doc comment in the symbol graphs of
the given modules, and exits 1 if there is any (scripts/build-docs.sh runs it).

  python3 scripts/doc-coverage.py ROOT SYMBOL_GRAPH_DIR Module...

A declaration counts when it is public or open and written in Sources/<Module>/
(a member the compiler synthesizes, or one a protocol's extension lends, has no
source of its own and is not counted). Extensions of other modules' types are
in <Module>@<Other>.symbols.json and count too.
"""
import glob
import json
import os
import sys


def declarations(graphs, module):
    paths = glob.glob(os.path.join(graphs, f"{module}.symbols.json")) + glob.glob(os.path.join(graphs, f"{module}@*.symbols.json"))
    if not paths:
        sys.exit(f"no symbol graph for {module} in {graphs}")
    for path in paths:
        for symbol in json.load(open(path))["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location", {})
            uri = location.get("uri", "")
            if f"/Sources/{module}/" not in uri:
                continue
            yield (uri.split("/Sources/", 1)[1], location["position"]["line"] + 1,
                   symbol["kind"]["identifier"].removeprefix("swift."), ".".join(symbol["pathComponents"]),
                   bool(symbol.get("docComment")))


def main():
    root, graphs, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
    missing = []
    for module in modules:
        found = sorted(set(declarations(graphs, module)))
        undocumented = [item for item in found if not item[4]]
        print(f"doc-coverage: {module}: {len(found) - len(undocumented)} of {len(found)} public declarations documented",
              file=sys.stderr)
        missing += undocumented
    for file, line, kind, name, _ in missing:
        print(f"  Sources/{file}:{line}: {kind} {name} has no doc comment", file=sys.stderr)
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
