#!/usr/bin/env bash
# The whole test suite: dependencies, the formatting lint (Scripts/format.sh),
# a build of every target with warnings as errors, every test, the release
# build (whole-module optimization catches what debug does not), the fuzz
# targets compiled, then the example app built as its own package and tested
# through its own voice executable, as an app developer would.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
Scripts/format.sh --check
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build
swift build -c release -Xswiftc -warnings-as-errors
swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer
swift build --package-path Examples/Brewly
Examples/Brewly/.build/debug/brewly-voice test Examples/Brewly/Tests/brewly.tests --poses voice,closed,open
