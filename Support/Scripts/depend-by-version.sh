#!/usr/bin/env bash
# Builds a package that depends on Slim by version, as an app's package would, so the kit stays
# usable that way. SwiftPM refuses a dependency named by version whose products carry unsafe
# flags (`.unsafeFlags`), whatever the flags are; a package that only builds itself never sees
# the refusal, so this script makes one that depends on it.
#
# It clones the repository at the commit checked out (what is committed, not the working tree)
# into a temporary folder and tags the clone 1.0.0. Beside it, a scratch package depends on the
# clone with `.package(url: "file://…", from: "1.0.0")`, takes the products an app's layers
# import (Models, ViewModels, Coordinators, Words, DataEngine), uses a type of each in its
# main.swift (a live list among them), and is built and run. Offline: only git and the Swift
# toolchain. Its clone, cache and build go to the temporary folder, removed on the way out.
#
# CI runs it. The speed a cross-module optimisation flag would buy comes from the engine itself:
# its generic code is `@inlinable`, compiled for each entity where the entity conforms
# (DataEngine's `EntityEngine`).
#
# Usage: Support/Scripts/depend-by-version.sh
# Fails, with the build's log, if the scratch package does not build or its program does not
# print what it should.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() {
  echo "depend-by-version.sh: $*" >&2
  exit 1
}

commit=$(git rev-parse HEAD) || fail "not a git checkout: the script clones the commit checked out"
work=$(mktemp -d "${TMPDIR:-/tmp}/slim-depend.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The kit at the commit checked out, tagged as a release. A local clone copies every object,
# so the commit is there even when no branch of the clone points at it.
git clone --quiet --no-checkout "$PWD" "$work/Slim"
git -C "$work/Slim" -c advice.detachedHead=false checkout --quiet "$commit"
git -C "$work/Slim" tag 1.0.0 "$commit"

# The scratch package: an app's package taking the layers it would build its app from.
mkdir -p "$work/App/Sources/App"
cat >"$work/App/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "App",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(url: "file://$work/Slim", from: "1.0.0")],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "Models", package: "Slim"),
        .product(name: "ViewModels", package: "Slim"),
        .product(name: "Coordinators", package: "Slim"),
        .product(name: "Words", package: "Slim"),
        .product(name: "DataEngine", package: "Slim"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
EOF
cat >"$work/App/Sources/App/main.swift" <<'EOF'
import Coordinators
import DataEngine
import Models
import ViewModels
import Words

let word = Word(id: 1, text: "Harbour")
let mark = ChangeMark.inserted
let source = VideoSource.file("harbour.mov")
// A live list over a store: the engine's generic code, compiled here for Word.
let list = try ListDataSource<Word>(store: InMemoryStore([word, Word(id: 2, text: "Quay")]))
print(word.text, mark, source, list.search("qu").summary, list.controller.count)
print(FailureWords.refusal(.nothingToRetry))
EOF

echo "Building a package that depends on Slim from: \"1.0.0\" (commit ${commit:0:12})"
log="$work/build.log"
# TMPDIR too: SwiftPM leaves its lock files there.
if ! TMPDIR="$work" swift build --package-path "$work/App" --cache-path "$work/cache" \
  >"$log" 2>&1; then
  cat "$log" >&2
  fail "a package depending on Slim by version (from: \"1.0.0\") does not build its products" \
    "Models, ViewModels, Coordinators, Words and DataEngine (log above). SwiftPM refuses unsafe flags" \
    "(.unsafeFlags) in a versioned dependency's products: Package.swift must not use them."
fi

printed=$("$work/App/.build/debug/App")
expected="Harbour inserted file(\"harbour.mov\") 1 deleted 1
Nothing to retry: the last load did not fail."
if [ "$printed" != "$expected" ]; then
  fail "the scratch package's program printed '$printed', not '$expected'"
fi
echo "It builds and runs: $printed"
