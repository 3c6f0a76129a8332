#!/usr/bin/env bash
# The whole test suite: dependencies, a build of every target, every test.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
swift build --build-tests
swift test --skip-build
