import Foundation
import TestSupport
import Testing

/// `duo-say match` through the built binary.
@Suite struct MatchCommandTests {
  static let home = Repository.phrases.appendingPathComponent("home.json").path

  @Test func printsOneJSONObjectPerLine() throws {
    let result = try DuoSayProcess.run(
      ["match", "--catalog", Self.home, "--json"],
      input: "turn on the kitchen light in casa\nwhat's the weather\n")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(first["utterance"] as? String == "turn on the kitchen light in casa")
    #expect(first["intent"] as? String == "TurnOnLightIntent")
    #expect(
      (first["parameters"] as? [String: [String: String]])?["light"] == [
        "id": "kitchen-light", "title": "Kitchen Light",
      ])
    #expect(first["score"] as? Double == 1)
    #expect(first["ambiguous"] as? Bool == false)
    #expect((first["alternatives"] as? [Any]) != nil)
    let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(second["intent"] is NSNull)
    #expect((second["nearest"] as? [String: Any])?["reasons"] != nil)
    #expect(result.status == 1, "a line that matched nothing makes the exit status 1")
  }

  @Test func printsReadableLines() throws {
    let result = try DuoSayProcess.run(["match", "--catalog", Self.home, "lock the front door in casa"])
    #expect(
      result.output
        == "'lock the front door in casa' → LockDoorIntent(door: front-door) score 1.000 via 'Lock the ${door} in ${applicationName}'\n"
    )
    #expect(result.status == 0)
  }

  @Test func eachArgumentIsOneUtterance() throws {
    let result = try DuoSayProcess.run([
      "match", "--catalog", Self.home, "lock the front door in casa", "turn on the porch light in casa",
    ])
    #expect(
      result.output.split(separator: "\n").map { $0.split(separator: " → ").first.map(String.init) } == [
        "'lock the front door in casa'", "'turn on the porch light in casa'",
      ])
    #expect(result.status == 0)
  }

  @Test func answersEachLineBeforeTheNextArrives() throws {
    let process = Process()
    process.executableURL = DuoSayProcess.executable
    process.arguments = ["match", "--catalog", Self.home]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    let child = try process.start()
    defer { process.terminate() }
    for utterance in ["turn on the desk lamp in casa", "lock the back door in casa"] {
      input.fileHandleForWriting.write(Data((utterance + "\n").utf8))
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else { break }
        line.append(chunk)
      }
      #expect(String(decoding: line, as: UTF8.self).hasPrefix("'\(utterance)' → "))
    }
    try input.fileHandleForWriting.close()
    child.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test func aBadCatalogIsAOneLineUsageError() throws {
    let path = TemporaryPath.make("bad.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      FileManager.default.createFile(
        atPath: path,
        contents: Data(#"{"app": {"name": "A"}, "shortcuts": [{"intent": "I", "phrases": ["Open ${x}"]}]}"#.utf8)))
    let result = try DuoSayProcess.run(["match", "--catalog", path], input: "open it\n")
    #expect(result.status == 64)
    #expect(
      result.standardError.hasSuffix(
        "bad.json: shortcuts[0].phrases[0]: parameter 'x' is not declared; declared: none\n"))
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.output.isEmpty)
  }

  @Test func invalidUTF8IsRepairedNotFatal() throws {
    var bytes = Data("turn on the desk lamp in casa ".utf8)
    bytes.append(contentsOf: [0xFF, 0xFE, 0xC3, 0x0A])
    bytes.append(contentsOf: [0x80, 0x81, 0x0A])
    let result = try DuoSayProcess.run(["match", "--catalog", Self.home, "--json"], bytes: bytes)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].contains(#""intent":"TurnOnLightIntent""#))
    #expect(lines[1].contains(#""intent":null"#))
  }

  @Test func phrasesBreakingApplesRulesAreWarnedAbout() throws {
    let path = TemporaryPath.make("rules.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let json =
      #"{"app": {"name": "A"}, "types": {"T": {"kind": "entity", "values": [{"id": "1", "title": "One"}]}}, "shortcuts": [{"intent": "I", "parameters": {"x": "T", "y": "T"}, "phrases": ["Open ${x}", "Move ${x} to ${y} in ${applicationName}"]}]}"#
    #expect(FileManager.default.createFile(atPath: path, contents: Data(json.utf8)))
    let result = try DuoSayProcess.run(["match", "--catalog", path, "move one to one in a"])
    let name = (path as NSString).lastPathComponent
    #expect(
      result.standardError == """
        duo-say: warning: \(name): shortcuts[0].phrases[0]: the phrase has 0 '${applicationName}' tokens; Apple requires exactly one
        duo-say: warning: \(name): shortcuts[0].phrases[1]: the phrase has 2 parameters (x, y); Apple allows at most one

        """)
    #expect(result.status == 0)
  }

  @Test func hostileLinesGetAnswersNotCrashes() throws {
    let megabyte = String(repeating: "turn on ", count: 131_072)
    let input = "\n   \n" + megabyte + "\n\u{0}\u{1B}[31mred\n" + "um uh\n"
    let result = try DuoSayProcess.run(["match", "--catalog", Self.home, "--json"], input: input)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 5)
    #expect(lines.allSatisfy { $0.contains(#""intent":null"#) })
    #expect(result.status == 1)
  }
}
