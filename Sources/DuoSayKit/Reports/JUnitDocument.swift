import PhraseMatcher

/// A JUnit XML report as CI systems read it (GitHub, GitLab, Jenkins): suites of
/// test cases, each with its class name, source location, time and outcome.
/// `test --format junit` and `coverage --format junit` build one and render it.
///
/// ```swift
/// let report = JUnitDocument(name: "duo-say test", suites: [
///   .init(name: "brewly_tests", file: "brewly.tests", cases: [
///     .init(classname: "brewly_tests", name: "orders a latte", file: "brewly.tests", line: 3, seconds: 0.002)
///   ])
/// ])
/// print(report.xml)
/// ```
package struct JUnitDocument {
  package struct Suite {
    var name: String
    var file: String?
    /// Nil when the suite's work takes no measurable time of its own.
    var seconds: Double?
    var cases: [Case]

    package init(name: String, file: String? = nil, seconds: Double? = nil, cases: [Case]) {
      self.name = name
      self.file = file
      self.seconds = seconds
      self.cases = cases
    }
  }

  package struct Case {
    var classname: String
    var name: String
    var file: String?
    var line: Int?
    var seconds: Double?
    /// A failed case's one-line message and its detail.
    var failure: (message: String, detail: String)?
    /// What a passing (or failing) case reports besides, such as warnings.
    var output: String?

    package init(
      classname: String, name: String, file: String? = nil, line: Int? = nil, seconds: Double? = nil,
      failure: (message: String, detail: String)? = nil, output: String? = nil
    ) {
      self.classname = classname
      self.name = name
      self.file = file
      self.line = line
      self.seconds = seconds
      self.failure = failure
      self.output = output
    }
  }

  var name: String
  var suites: [Suite]

  package init(name: String, suites: [Suite]) {
    self.name = name
    self.suites = suites
  }

  package var xml: String {
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let seconds = suites.reduce(0) { $0 + ($1.seconds ?? 0) }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites\(Self.attributes([("name", name), ("tests", "\(tests)"), ("failures", "\(failures)"), ("time", Self.time(seconds))]))>",
    ]
    for suite in suites {
      let attributes: [(String, String?)] = [
        ("name", suite.name), ("file", suite.file), ("tests", "\(suite.cases.count)"),
        ("failures", "\(suite.failures)"),
        ("errors", "0"), ("skipped", "0"), ("time", suite.seconds.map(Self.time)),
      ]
      lines.append("  <testsuite\(Self.attributes(attributes))>")
      lines += suite.cases.map(Self.render)
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func render(_ test: Case) -> String {
    let attributes: [(String, String?)] = [
      ("classname", test.classname), ("name", test.name), ("file", test.file), ("line", test.line.map(String.init)),
      ("time", test.seconds.map(time)),
    ]
    var body: [String] = []
    if let failure = test.failure {
      body.append("      <failure message=\"\(escape(failure.message))\">\(escape(failure.detail))</failure>")
    }
    if let output = test.output { body.append("      <system-out>\(escape(output))</system-out>") }
    let open = "    <testcase\(Self.attributes(attributes))"
    return body.isEmpty ? open + "/>" : open + ">\n" + body.joined(separator: "\n") + "\n    </testcase>"
  }

  /// ` name="value"` for each attribute that has a value, escaped.
  private static func attributes(_ pairs: [(String, String?)]) -> String {
    pairs.compactMap { name, value in value.map { " \(name)=\"\(escape($0))\"" } }.joined()
  }

  /// Seconds with three decimals, as JUnit's `time` attributes are written.
  package static func time(_ seconds: Double) -> String {
    fixedDecimal(seconds, places: 3)
  }

  /// Text as XML character data or attribute value; characters XML 1.0 forbids are dropped.
  package static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: break
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension JUnitDocument.Suite {
  var failures: Int { cases.filter { $0.failure != nil }.count }
}
