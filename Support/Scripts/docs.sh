#!/usr/bin/env bash
# Builds the documentation site: one DocC catalog per module (the app layers, which are the
# lesson, then the platform's public faces), converted by the toolchain's own `docc`, with no
# package plugin and so no package dependency. Any DocC warning fails the script, so every
# symbol link in a catalog resolves.
#
# Each module's catalog is `Sources/<App|Platform>/<Module>/<Module>.docc`; its symbols come
# from `swift symbolgraph-extract` over the modules a plain debug build leaves behind, so the
# script reuses whatever build is there and adds no compile of its own. (Emitting the graphs
# from `swift build -Xswiftc -emit-symbol-graph …` instead changes the compiler's flags, which
# rebuilds the whole package: minutes here, against seconds for the extraction.)
#
# A catalog links only to its own module's symbols: DocC resolves a symbol link in one module
# only, so a type from another module is written in code voice.
#
# Usage: Support/Scripts/docs.sh [--skip-build]
#   --skip-build   use the debug build already there (CI, straight after its tests)
# Writes site/<Module>/ for each module and site/index.html, the entry page. DocC's static
# pages load their content with scripts from absolute paths, so serve the folder rather than
# opening the file: `python3 -m http.server --directory site 8000`, then http://localhost:8000/.
set -euo pipefail
cd "$(dirname "$0")/../.."

lesson=(Models LocalServices Networking ViewModels Words Views Flags Coordinators Composition
  LineFrontEnd FullScreen Lessons)
platform=(Essentials DataEngine HTTPTransport TerminalKit)

if [ "${1:-}" != "--skip-build" ]; then
  swift build
fi
bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
if [ ! -e "$modules/Models.swiftmodule" ]; then
  echo "docs.sh: no debug build in $bin; run it without --skip-build" >&2
  exit 1
fi
triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"

graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
rm -rf site
mkdir -p site

# One line of the entry page: the module, linked, and its catalog's one-line summary.
entries_lesson=""
entries_platform=""

document() {
  local half="$1" module="$2"
  local catalog="Sources/$half/$module/$module.docc"
  local lower
  lower="$(printf '%s' "$module" | tr '[:upper:]' '[:lower:]')"
  if [ ! -d "$catalog" ]; then
    echo "docs.sh: $module has no catalog at $catalog" >&2
    exit 1
  fi
  mkdir -p "$graphs/$module"
  # The C module SQLiteStore sits on is found through its module map, on Linux only.
  swift symbolgraph-extract -module-name "$module" -I "$modules" -I Support/CSQLite \
    -target "$triple" -output-dir "$graphs/$module" -minimum-access-level public
  # With --warnings-as-errors any diagnostic fails the conversion; its output is shown only then.
  local log
  if ! log="$(docc convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" \
    --output-path "site/$module" --transform-for-static-hosting --hosting-base-path "$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "slim.$module" \
    --warnings-as-errors 2>&1)"; then
    printf '%s\n' "$log" >&2
    echo "docs.sh: DocC found problems in $catalog (above)" >&2
    exit 1
  fi
  # The summary is the landing page's first paragraph, the one after its title.
  local summary
  summary="$(awk 'NR > 1 && NF { started = 1; printf "%s ", $0; next } started { exit }' \
    "$catalog/$module.md" | sed 's/ $//' |
    sed -e 's/``//g' -e 's/`//g' -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g')"
  local entry="<li><a href=\"$module/documentation/$lower/\"><code>$module</code></a> · $summary</li>"
  if [ "$half" = App ]; then
    entries_lesson+="$entry"$'\n'
  else
    entries_platform+="$entry"$'\n'
  fi
  echo "$module: site/$module"
}

for module in "${lesson[@]}"; do document App "$module"; done
for module in "${platform[@]}"; do document Platform "$module"; done

cat >site/index.html <<EOF
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Slim's documentation</title>
<style>
body { font: 17px/1.5 -apple-system, "Helvetica Neue", sans-serif; max-width: 46em;
  margin: 3em auto; padding: 0 1em; color: #1d1d1f; }
h1 { font-size: 2.2em; margin-bottom: 0.2em; }
li { margin: 0.4em 0; }
code { font: 0.95em ui-monospace, Menlo, monospace; }
a { color: #0066cc; text-decoration: none; }
a:hover { text-decoration: underline; }
.start { background: #f5f5f7; padding: 0.8em 1em; border-radius: 8px; }
</style>
</head>
<body>
<h1>Slim</h1>
<p>MVVM with coordinators, rendered as text: one documentation set per module. The app's
layers are the lesson; the platform modules beneath them are the kit's own frameworks, read
by their public faces only.</p>
<p class="start">Start here: <a href="Lessons/documentation/lessons/readingpath">the reading
path</a>, seven steps through the kit in the order a student reads it, each naming its files and
showing their key lines. Its first step is <a href="Lessons/documentation/lessons/step1thelayers">the
layers</a>.</p>
<h2>The lesson: the app's layers</h2>
<ul>
$entries_lesson</ul>
<h2>The platform: the kit's frameworks</h2>
<ul>
$entries_platform</ul>
</body>
</html>
EOF
echo "site/index.html: serve with python3 -m http.server --directory site 8000"
