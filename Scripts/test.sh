#!/usr/bin/env bash
# The whole test suite: dependencies, a build of every target, every test,
# then the example app built as its own package and tested through its own
# voice executable, as an app developer would.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
swift build --build-tests
swift test --skip-build
swift build --package-path Examples/Brewly
Examples/Brewly/.build/debug/brewly-voice test Examples/Brewly/Tests/brewly.tests
