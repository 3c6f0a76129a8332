/// Multi-word expressions that mean one command word ("get rid of" → "remove").
///
/// Applied to utterances and phrases alike, after contractions.
public struct Idioms: Sendable {
  package let table: [(words: [String], meaning: String)]

  /// Particles a pronoun may come before ("wrap it *up*", "throw them *away*"), which a verb
  /// no table knows takes before its object too ("*top* up my battery"); not "on" or "in",
  /// which are places as often ("pass it on" hands it over, "pass on" declines).
  let separableParticles: Set<String>

  /// An idiom's words and what it means, word by word.
  typealias Entry = (words: [String], meaning: [String])

  let byFirstWord: [String: [Entry]]

  func replacing(in words: [String]) -> [String] {
    guard words.count > 1 else { return words }
    var result: [String] = []
    result.reserveCapacity(words.count)
    var index = 0
    outer: while index < words.count {
      for (idiom, meaning) in byFirstWord[words[index]] ?? [] where words[index...].starts(with: idiom) {
        result += meaning
        index += idiom.count
        continue outer
      }
      result.append(words[index])
      index += 1
    }
    return result
  }
}

extension Idioms {
  /// The idioms of `table`; `separatingPronouns` may come between a two-word one's verb and a
  /// particle of `separableParticles` ("wrap *it* up").
  init(table: [(words: [String], meaning: String)], separableParticles: Set<String>, separatingPronouns: [String]) {
    self.table = table
    self.separableParticles = separableParticles
    self.byFirstWord = Self.index(table, separableParticles: separableParticles, pronouns: separatingPronouns)
  }

  /// Each idiom under its first word, its meaning as words; a two-word one whose particle is
  /// separable also with each of `pronouns` between its words.
  private static func index(
    _ table: [(words: [String], meaning: String)], separableParticles: Set<String>, pronouns: [String]
  ) -> [String: [Entry]] {
    var index: [String: [Entry]] = [:]
    for (words, meaning) in table {
      let meaning = meaning.split(separator: " ").map(String.init)
      index[words[0], default: []].append((words, meaning))
      // "wrap *it* up", "shut *them* off": a verb and its particle around the pronoun they act on.
      guard words.count == 2, separableParticles.contains(words[1]) else { continue }
      for pronoun in pronouns {
        index[words[0], default: []].append(([words[0], pronoun, words[1]], meaning + [pronoun]))
      }
    }
    return index
  }

  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = Idioms(
    table: [
      (["get", "rid", "of"], "remove"),
      (["look", "for"], "find"),
      (["look", "up"], "find"),
      (["search", "for"], "search"),
      (["switch", "over", "to"], "switch to"),
      (["fire", "up"], "start"),
      (["shut", "off"], "turn off"),
      (["shut", "down"], "turn off"),
      (["what", "is", "up", "next"], "what is next"),
      // Phrasal verbs for the commands apps have.
      (["kick", "off"], "start"),
      (["set", "off", "on"], "start"),
      (["carry", "on", "with"], "continue"),
      (["carry", "on"], "continue"),
      (["pick", "up", "where", "i", "left", "off"], "resume"),
      // "i'm done (with) …", "we're finished …": the speaker asks to finish it.
      (["i", "am", "done", "with"], "finish"),
      (["i", "am", "finished", "with"], "finish"),
      (["we", "are", "done", "with"], "finish"),
      (["we", "are", "finished", "with"], "finish"),
      (["i", "am", "done"], "finish"),
      (["i", "am", "finished"], "finish"),
      (["we", "are", "done"], "finish"),
      (["we", "are", "finished"], "finish"),
      (["am", "done", "with"], "finish"),
      (["am", "finished", "with"], "finish"),
      (["wrap", "up"], "finish"),
      (["close", "out"], "finish"),
      (["do", "not", "let", "me", "forget"], "remind me"),
      (["walk", "me", "through"], "show me"),
      (["call", "off"], "cancel"),
      (["pass", "on"], "skip"),
      (["jump", "ahead"], "skip forward"),
      (["skip", "ahead"], "skip forward"),
      (["fast", "forward"], "skip forward"),
      (["jump", "back"], "skip back"),
      (["go", "back", "a", "bit"], "skip back"),
      (["go", "back", "to"], "resume"),
      (["get", "back", "to"], "resume"),
      (["clock", "in"], "start"),
      (["clock", "out"], "stop"),
      (["take", "me", "to"], "navigate to"),
      (["get", "me", "to"], "navigate to"),
      (["drive", "me", "to"], "navigate to"),
      (["bring", "me", "to"], "navigate to"),
      (["directions", "to"], "navigate to"),
      // "how do i get to the airport", "how can we get home from here": the way asked.
      (["how", "do", "i", "get", "to"], "navigate to"),
      (["how", "can", "i", "get", "to"], "navigate to"),
      (["how", "do", "we", "get", "to"], "navigate to"),
      (["how", "do", "i", "get", "home"], "navigate home"),
      (["how", "can", "i", "get", "home"], "navigate home"),
      (["how", "do", "we", "get", "home"], "navigate home"),
      (["log", "me", "out"], "log out"),
      (["sign", "me", "out"], "log out"),
      (["sign", "out"], "log out"),
      (["sign", "me", "in"], "log in"),
      (["sign", "in"], "log in"),
      (["pull", "up"], "show"),
      (["bring", "up"], "show"),
      (["clean", "out"], "clear"),
      (["jot", "down"], "add"),
      (["write", "down"], "add"),
      (["order", "again"], "reorder"),
      (["track", "down"], "find"),
      (["keep", "going", "with"], "continue"),
      (["keep", "going"], "continue"),
      (["check", "off"], "mark"),
      (["tick", "off"], "mark"),
      (["cross", "off"], "mark"),
      (["hang", "up"], "end"),
      // "that's enough water", "that's enough of the radio": stop it.
      (["that", "is", "enough", "of"], "stop"),
      (["that", "is", "enough"], "stop"),
      (["go", "over"], "review"),
      (["go", "through"], "review"),
      // "i have a question for …": to ask one, not to have a thing.
      (["i", "have", "a", "question"], "ask a question"),
      (["i", "have", "a", "quick", "question"], "ask a question"),
      (["push", "back"], "delay"),
      (["throw", "away"], "remove"),
      (["throw", "out"], "remove"),
      (["toss", "out"], "remove"),
      (["drop", "a", "pin"], "mark"),
      (["free", "up"], "release"),
      (["take", "back"], "undo"),
      (["take", "away"], "remove"),
      (["get", "rid", "of"], "remove"),
      // "let me know when it needs descaling": told later, when it happens.
      (["let", "me", "know", "when"], "notify me when"),
      (["let", "me", "know", "once"], "notify me once"),
      (["let", "me", "know", "as", "soon", "as"], "notify me as soon as"),
      // Phrasal verbs of the same commands, said as often.
      (["power", "off"], "turn off"),
      (["power", "down"], "turn off"),
      (["power", "on"], "turn on"),
      (["power", "up"], "turn on"),
      (["crank", "up"], "turn up"),
      (["crank", "down"], "turn down"),
      (["bump", "up"], "turn up"),
      (["put", "down"], "add"),
      (["dig", "up"], "find"),
      (["pass", "along"], "share"),
      (["top", "up"], "add"),
      (["roll", "up"], "raise"),
      (["roll", "down"], "lower"),
      (["save", "me", "a"], "reserve me a"),
      (["make", "a", "note", "of"], "note"),
      (["keep", "track", "of"], "track"),
      (["hit", "pause"], "pause"),
      (["hit", "play"], "play"),
      (["pick", "out"], "pick"),
      (["back", "out", "of"], "cancel"),
      (["move", "on", "to"], "go to"),
      // "set up *a* walk" arranges one; "set up bin reminders" turns them on.
      (["set", "up", "a"], "arrange a"),
      (["set", "up", "an"], "arrange an"),
    ],
    separableParticles: ["up", "down", "off", "out", "over", "away", "back"],
    separatingPronouns: ["it", "them", "this", "that"])
}
