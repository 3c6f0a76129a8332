/// `value` with exactly `places` decimals, as scores, seconds and rates are
/// written in reports: `fixedDecimal(0.5, places: 3)` is "0.500",
/// `fixedDecimal(-0.047, places: 2)` is "-0.05". Foundation-free, so the
/// matcher's own explanations can use it.
package func fixedDecimal(_ value: Double, places: Int) -> String {
  var scale = 1
  for _ in 0..<places { scale *= 10 }
  let units = Int((abs(value) * Double(scale)).rounded())
  let fraction = String(units % scale)
  let digits = places == 0 ? "" : "." + String(repeating: "0", count: places - fraction.count) + fraction
  return (value < 0 ? "-" : "") + String(units / scale) + digits
}
