# Names the tests a Swift Testing log shows started and never ended; Scripts/test.sh
# prints them when the tests outlive their limit:  awk -f Scripts/unfinished-tests.awk LOG
/^◇ Test / && !/^◇ Test case / && /\(.*\) started\.$/ {
  name = $0
  sub(/^◇ Test /, "", name)
  sub(/ started\.$/, "", name)
  running[name]++
  order[++started] = name
  next
}
/^(✔|✘|➜|━) Test / && !/ Test case / && !/ recorded an issue/ {
  name = $0
  sub(/^[^ ]+ Test /, "", name)
  sub(/ (with [0-9]+ |passed |failed |skipped).*$/, "", name)
  if (running[name] > 0) running[name]--
}
END {
  for (i = 1; i <= started; i++) {
    if (running[order[i]] > 0) {
      print "  " order[i]
      running[order[i]]--
      left++
    }
  }
  if (!left) print "  none: every test ended, and something a test started still holds swift test's output"
}
