import Testing

@testable import PhraseMatcher

@Suite struct FixedDecimalTests {
  @Test(arguments: [
    (0.5, 3, "0.500"), (-0.047, 2, "-0.05"), (12.3456, 1, "12.3"), (0.0, 2, "0.00"), (99.95, 0, "100"),
    (0.9995, 3, "1.000"), (0.001, 3, "0.001"),
  ])
  func writesExactlyThatManyDecimals(value: Double, places: Int, text: String) {
    #expect(fixedDecimal(value, places: places) == text)
  }
}
