/// What a sentence asks of beside the shortcut's own: another day than the one its phrases are
/// of ("What happened on this day" is no entry "from last tuesday"), a number in a unit ("how
/// hot is 350 *in celsius*"), which asks a conversion, another place to do it ("… on the
/// carrier's *website*"), and the app itself as what is done ("open app", "switch over to app").
extension ShortcutForm {
  /// Whether a shortcut whose phrases are of today ("… today", "on this day", "tonight") is
  /// asked of another day it never says: a weekday, yesterday or tomorrow, or a longer span.
  func asksOfAnotherDay(_ words: [String]) -> Bool {
    let ofToday = said.contains("today") || said.contains("tonight") || (said.contains("this") && said.contains("day"))
    guard ofToday else { return false }
    return words.contains { word in
      (language.sentences.weekdays.contains(word) || Self.otherDays.contains(word)
        || Self.longerPeriods.contains(word)) && !said.contains(word)
    }
  }

  static let otherDays: Set<String> = ["yesterday", "tomorrow"]

  /// Whether its phrases take the speaker somewhere: a ride or trip to a place ("Get me a ride
  /// to ${place}"), directions, the way home ("Get me home"), or the nearest of a place ("Find a
  /// mechanic near me", "Where's the closest gas station"), so "take me to …" asks it; not one
  /// that asks how much or how far ("How much is a ride to ${place}").
  var goesPlaces: Bool {
    guard !said.contains("how") else { return false }
    return ((said.contains("to") || said.contains("home")) && !said.isDisjoint(with: Self.journeys))
      || said.contains("directions")
      || (said.contains("home") && (said.contains("me") || said.contains("way")))
      || !said.isDisjoint(with: Self.nearness) || (said.contains("near") && said.contains("me"))
  }

  static let journeys: Set<String> = ["ride", "trip", "lift", "route"]
  static let nearness: Set<String> = ["nearest", "closest", "nearby"]

  /// Spans of more than a day ("this *week*", "how many *days* in a row"): no shortcut of today's.
  static let longerPeriods: Set<String> = [
    "days", "week", "weeks", "weekend", "weekends", "month", "months", "year", "years",
  ]

  /// Whether `words` give a number and then the unit it is asked in ("… 350 *in celsius*",
  /// "60 kilos *to pounds*"), a unit this shortcut never says: a conversion, not its request.
  func asksAConversion(_ words: [String]) -> Bool {
    guard let unit = words.last, Self.units.contains(unit), !said.contains(unit), words.count >= 3,
      ["in", "to", "into"].contains(words[words.count - 2])
    else { return false }
    return words.dropLast(2).contains { word in word.utf8.allSatisfy(SpokenText.isDigit) }
  }

  /// Units numbers are converted between.
  static let units: Set<String> = [
    "celsius", "fahrenheit", "kelvin", "pounds", "kilos", "kilograms", "grams", "ounces", "liters", "litres",
    "milliliters", "cups", "tablespoons", "teaspoons", "miles", "kilometers", "meters", "feet", "inches",
    "dollars", "euros", "yen", "pesos", "percent",
  ]

  /// Whether `words` ask for it to be done on a website or in a browser ("track my package *on
  /// the carrier's website*"), which this shortcut never says: not in this app.
  func asksForAnotherPlace(_ words: [String]) -> Bool {
    words.indices.dropFirst().contains { position in
      Self.otherPlaces.contains(words[position]) && !said.contains(words[position])
        && words[max(0, position - 3)..<position].contains { ["on", "in", "at", "through", "via"].contains($0) }
    }
  }

  static let otherPlaces: Set<String> = ["website", "site", "browser", "web", "online"]

  /// Whether a command sends or moves a thing to someone or somewhere ("send an email *to my
  /// boss*") when this shortcut's phrases do its verb toward the app itself ("Send to
  /// ${applicationName}"): another destination.
  func sendsElsewhere(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    guard let verb, verbsAlone.contains(verb), !beforeApp.isDisjoint(with: Self.towards),
      let at = tokens.firstIndex(of: .word(verb))
    else { return false }
    // "to *my* app" is toward the app still: what follows the determiners is the destination.
    return tokens.indices.dropFirst(at + 1).contains { position in
      guard Self.towards.contains(SpeechAct.word(tokens[position]) ?? "") else { return false }
      let destination = tokens[(position + 1)...].first {
        !language.classes.determiners.contains(SpeechAct.word($0) ?? "")
      }
      return destination.flatMap(SpeechAct.word) != nil
    }
  }

  /// Whether `words` speak of the speaker's own device ("how much battery does *my phone*
  /// have", "lock *my laptop*"), which no shortcut of the app says: the phone's job, or
  /// another's, not this app's.
  func speaksOfTheSpeakersDevice(_ words: [String]) -> Bool {
    words.indices.dropFirst().contains { position in
      words[position - 1] == "my" && Self.devices.contains(words[position]) && !appSaid.contains(words[position])
    }
  }

  static let devices: Set<String> = [
    "phone", "iphone", "laptop", "computer", "tablet", "ipad", "watch", "headphones", "earbuds", "airpods", "tv",
    // The network the speaker's things join ("connect the purifier to *my wifi*").
    "wifi", "router", "modem", "network", "bluetooth",
  ]

  /// Whether `tokens` do their `verb` to the app itself, with nothing but particles between
  /// ("open app", "switch over to app", "start app"): the app is opened or left, no shortcut
  /// run, unless a phrase of this one does its verb (or what its particle makes of it: "turn
  /// *off* app") to nothing else (``verbsAlone``: "Open ${applicationName}", "Stop
  /// ${applicationName}"). Other verbs are done *in* it ("let's study in app").
  func actsOnTheAppItself(_ tokens: [SpeechAct.Token], verb: String?) -> Bool {
    guard let verb, Self.doneToApps.contains(verb), tokens.count > 1, tokens.last == .app,
      let at = tokens.firstIndex(of: .word(verb))
    else {
      return false
    }
    let between = tokens[(at + 1)..<(tokens.count - 1)].map(SpeechAct.word)
    guard
      between.allSatisfy({
        $0.map { Self.particles.contains($0) || Self.towards.contains($0) || language.classes.determiners.contains($0) }
          ?? false
      })
    else {
      return false
    }
    // "turn off app" says "Stop ${applicationName}" by its particle.
    let meanings = language.classes.particleVerbs[verb].map { particles in
      between.compactMap { $0.flatMap { particles[$0] } }.reduce(Set<String>()) { $0.union($1) }
    }
    return !verbsAlone.contains {
      $0 == verb || language.classes.areSynonyms($0, verb) || meanings?.contains($0) == true
    }
  }

  /// The verbs of `phraseTokens` that are done to nothing but the app: only particles,
  /// connectors or determiners between ("Skip forward in ${applicationName}", "Start the
  /// ${applicationName}").
  static func verbsAlone(in phraseTokens: [[SpeechAct.Token]], language: SpokenLanguage) -> Set<String> {
    Set(
      phraseTokens.compactMap { tokens in
        let said = tokens.drop { SpeechAct.word($0).map(language.classes.requestPreamble.contains) == true }
        guard case .word(let verb)? = said.first, said.last == .app else { return nil }
        let between = said.dropFirst().dropLast()
        return between.allSatisfy({ token in
          SpeechAct.word(token).map {
            particles.contains($0) || towards.contains($0) || SemanticUtterance.connectors.contains($0)
              || language.classes.determiners.contains($0)
          } ?? false
        }) ? verb : nil
      })
  }

  /// Verbs done to an app itself: opening, leaving, switching to it.
  static let doneToApps: Set<String> = [
    "open", "launch", "load", "start", "run", "restart", "reopen", "close", "quit", "exit", "leave", "hide",
    "switch", "go", "return", "turn",
  ]

  /// Words after a verb that say where to ("switch *to* app", "go back *into* app").
  static let towards: Set<String> = ["to", "into", "onto"]
}
