#!/usr/bin/env bash
# Runs each libFuzzer target for a while (default 60 s) and reports executions.
# A crash, or an input slower than FUZZ_TIMEOUT seconds (default 10: a
# quadratic path), leaves its input in Fuzz/crashes/<target>/; make it a
# regression test. FUZZ_MAX_LEN sets the longest input (default 4096; use
# hundreds of kilobytes to look for slow paths).
#   Scripts/fuzz.sh [seconds] [target...]
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz-template fuzz-normalizer fuzz-matcher fuzz-catalog fuzz-testfile fuzz-import fuzz-values)
swift build -c release -Xswiftc -sanitize=fuzzer,address >/dev/null
# Leaks in code duo-say does not own (Foundation's, each with its reason) are not findings.
export LSAN_OPTIONS="suppressions=$PWD/../Scripts/lsan.supp:print_suppressions=0"
for target in "${targets[@]}"; do
  mkdir -p "corpus/$target" "crashes/$target"
  # Start the importer from real sources rather than from nothing.
  [ "$target" = fuzz-import ] && find ../Tests/Fixtures/Import -type f -exec cp -n {} "corpus/$target/" \;
  log=$(mktemp)
  if ./.build/release/"$target" -max_total_time="$seconds" -max_len="${FUZZ_MAX_LEN:-4096}" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 ${FUZZ_FLAGS:-} -artifact_prefix="crashes/$target/" "corpus/$target" >"$log" 2>&1; then
    status="crash-free"
  else
    status="FAILED (see crashes/$target)"
  fi
  runs=$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' || echo "?")
  printf '%s\t%s runs in %s s\t%s\n' "$target" "$runs" "$seconds" "$status"
  rm -f "$log"
done
