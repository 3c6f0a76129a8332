/// Words that pull a request into one of Siri's own domains, which tend to win
/// over an app's phrases ("note", "remind", "timer", "call", "weather", "play").
///
/// A phrase containing one gets a warning naming the domain. Seen in public
/// apps (the rules document, section 6); extend here.
public enum SystemDomains {
  package static let words: [(domain: String, words: Set<String>)] = [
    ("Notes", ["note", "notes"]),
    ("Reminders", ["remind", "reminder", "reminders", "list", "lists", "todo"]),
    ("Clock (timers and alarms)", ["timer", "timers", "alarm", "alarms", "stopwatch", "wake"]),
    ("Messages", ["message", "messages", "text", "texts", "imessage", "sms"]),
    ("Phone", ["call", "calls", "dial", "phone", "facetime", "voicemail"]),
    ("Maps", ["directions", "navigate", "commute", "route", "traffic", "map", "maps"]),
    ("CarPlay", ["car"]),
    ("Weather", ["weather", "forecast", "temperature", "rain"]),
    ("Music", ["play", "playing", "song", "songs", "shuffle"]),
    ("Calendar", ["calendar", "meeting", "appointment", "event", "schedule"]),
  ]

  /// The domains whose words appear in `words`, with the word that drew each.
  public static func domains(in words: [String]) -> [(domain: String, word: String)] {
    var found: [(domain: String, word: String)] = []
    for (domain, domainWords) in Self.words {
      if let word = words.first(where: { domainWords.contains($0) }) { found.append((domain, word)) }
    }
    return found
  }
}
