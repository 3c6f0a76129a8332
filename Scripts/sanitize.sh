#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer, in its own build folder.
#   Scripts/sanitize.sh address    # AddressSanitizer + LeakSanitizer
#   Scripts/sanitize.sh thread     # ThreadSanitizer
# The child duo-say processes the tests start are sanitized too and inherit
# the options. Leaks inside libraries duo-say cannot change are suppressed in
# Scripts/lsan.supp, each with its reason.
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-address}
scratch=".build/sanitize-$kind"
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
swift build --build-tests --sanitize="$kind" --scratch-path "$scratch"
swift test --skip-build --sanitize="$kind" --scratch-path "$scratch"
