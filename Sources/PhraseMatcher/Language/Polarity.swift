/// Words of opposite meaning: an utterance saying one where a shortcut's
/// phrases say the other is not that shortcut ("turn *off* away mode" is not
/// "turn *on* away mode"), however close the rest.
struct Polarity: Sendable {
  /// Each word and the words it undoes.
  let opposites: [String: Set<String>]

  /// Words that destroy or undo: said to a shortcut whose phrases say none of them, they oppose it.
  let undoing: Set<String>

  /// Whether `word` can undo anything: the cheap test before the whole one.
  func mayUndo(_ word: String) -> Bool {
    opposites[word] != nil || undoing.contains(word) || word.hasPrefix("un")
  }

  /// Whether a word of `heard` undoes a word `said` (a phrase's, or all of a
  /// shortcut's) that the phrase does not also say.
  func opposes(_ heard: [String], said: Set<String>) -> Bool {
    if said.isDisjoint(with: undoing) && !undoing.isDisjoint(with: heard) { return true }
    for word in heard where !said.contains(word) {
      if let undone = opposites[word], !undone.isDisjoint(with: said) { return true }
      // "unfreeze", "unpack": un- before a word the shortcut says.
      if word.hasPrefix("un"), said.contains(String(word.dropFirst(2))) { return true }
    }
    return false
  }

  /// The same, a word also heard in its base form when that form has an opposite ("is the
  /// back door *locked*" undoes "Unlock my ${door}"; "*unlocked*" undoes "Lock …"), an irregular
  /// past's among `pastForms` too ("the baby *woke* up" undoes "Baby is asleep").
  func opposes(_ heard: [String], said: Set<String>, inflection: Inflection, pastForms: [String: String]) -> Bool {
    let bases = heard.compactMap { word -> String? in
      guard opposites[word] == nil else { return nil }
      if let base = pastForms[word], opposites[base] != nil { return base }
      guard word.utf8.count > 4 else { return nil }
      let stem = inflection.stem(word)
      return [stem, stem + "e"].first { opposites[$0] != nil }
    }
    return opposes(heard + bases, said: said)
  }
}

extension Polarity {
  /// English, as duo-say speaks it: extend the tables here. Reached through ``SpokenLanguage/english``.
  static let english = Polarity(
    opposites: {
      let pairs: [(String, String)] = [
        ("on", "off"), ("start", "off"), ("on", "stop"), ("open", "close"), ("start", "stop"),
        ("begin", "end"),
        ("lock", "unlock"),
        ("add", "delete"),
        ("add", "remove"), ("buy", "cancel"), ("book", "cancel"), ("order", "cancel"), ("start", "cancel"),
        ("set", "cancel"), ("enable", "disable"), ("activate", "deactivate"), ("freeze", "unfreeze"),
        ("pause", "unpause"),
        ("pause", "resume"), ("pack", "unpack"), ("follow", "unfollow"), ("subscribe", "unsubscribe"), ("show", "hide"),
        ("mute", "unmute"), ("increase", "decrease"), ("raise", "lower"), ("up", "down"), ("connect", "disconnect"),
        ("login", "logout"), ("arm", "disarm"), ("accept", "decline"), ("accept", "reject"), ("like", "unlike"),
        ("favorite", "unfavorite"), ("star", "unstar"), ("pin", "unpin"), ("save", "delete"), ("create", "delete"),
        ("get", "delete"), ("show", "delete"), ("check", "delete"), ("play", "stop"), ("enter", "cancel"),
        // States and their opposites: "let the mac sleep" is not "Keep the Mac awake".
        ("sleep", "awake"), ("sleep", "wake"), ("asleep", "awake"), ("asleep", "wake"), ("open", "shut"),
        ("start", "finish"),
        ("begin", "finish"), ("begin", "stop"), ("hot", "cold"), ("warm", "cool"), ("heat", "cool"),
        ("upload", "download"), ("import", "export"), ("approve", "reject"), ("approve", "deny"), ("confirm", "cancel"),
        ("join", "leave"), ("enter", "exit"), ("fill", "empty"), ("faster", "slower"), ("louder", "quieter"),
        ("brighter", "dimmer"), ("maximum", "minimum"), ("max", "min"),
        // Directions: "skip back" is not "skip forward".
        ("back", "forward"), ("back", "ahead"), ("backward", "forward"), ("backwards", "forward"),
        ("backwards", "forwards"), ("backward", "ahead"), ("backwards", "ahead"), ("rewind", "forward"),
        ("previous", "next"),
        // Every one is not one: "turn off every light" is not "turn off a light".
        ("all", "a"), ("every", "a"), ("all", "an"), ("every", "an"),
      ]
      var map: [String: Set<String>] = [:]
      for (a, b) in pairs {
        map[a, default: []].insert(b)
        map[b, default: []].insert(a)
      }
      return map
    }(),
    undoing: [
      "delete", "remove", "erase", "trash", "discard", "cancel", "undo", "uninstall", "unsubscribe", "clear",
    ])
}
