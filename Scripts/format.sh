#!/usr/bin/env bash
# Formats every Swift file by the checked-in .swift-format (the toolchain's
# `swift format`); `Scripts/format.sh --check` only lints, failing on any finding (CI).
# Tests/Fixtures is left as written: the importer's fixtures keep the shapes
# (and line numbers) of the real code they stand for.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t paths < <(find Package.swift Sources Tests Benchmarks Examples/Brewly Fuzz/Package.swift Fuzz/Sources \
  -name '*.swift' -not -path 'Tests/Fixtures/*' -not -path '*/.build/*' | sort)
if [ "${1:-}" = "--check" ]; then
  swift format lint --strict --parallel "${paths[@]}"
else
  swift format format --in-place --parallel "${paths[@]}"
fi
