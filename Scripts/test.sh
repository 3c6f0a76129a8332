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
# Every test together takes about two minutes here. A run still going after twenty is stopped
# and the tests that started and never ended are named: a hang fails with its name, it never
# waits out CI's own limit.
log=$(mktemp)
timeout --kill-after=10 1200 swift test --skip-build >"$log" 2>&1 &
tests=$!
tail --pid="$tests" -n +1 -f "$log"
status=0
wait "$tests" || status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
  echo "test: the tests were still running after 20 minutes; these started and never ended:" >&2
  awk -f Scripts/unfinished-tests.awk "$log" >&2
fi
rm -f "$log"
[ "$status" -eq 0 ] || exit "$status"
swift build -c release -Xswiftc -warnings-as-errors
swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer
swift build --package-path Examples/Brewly
timeout --kill-after=10 600 Examples/Brewly/.build/debug/brewly-voice test Examples/Brewly/Tests/brewly.tests --poses voice,closed,open
