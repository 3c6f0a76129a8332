import DuoSayKit
import Foundation
import PhraseMatcher
import TestSupport
import Testing

@testable import SentenceEncoder

/// The whole matcher with the real model on the held-out development half
/// (`phrases/heldout/dev`): a floor under what `duo-bench accuracy` reports,
/// so a change that loses paraphrases or accepts negatives fails here.
@Suite struct HeldOutAccuracyTests {
  static let folder = Repository.phrases.appendingPathComponent("heldout/dev")

  @Test func theDevelopmentHalfHoldsItsFigures() throws {
    let model = try SentenceModel.load()
    let accuracy = try Accuracy.measuring(folder: Self.folder, embedder: model)
    func tally(_ category: Accuracy.Category) -> Accuracy.Tally { accuracy.tallies[category] ?? Accuracy.Tally() }
    #expect(tally(.clean).rate == 1 && tally(.spoken).rate == 1 && tally(.synonym).rate == 1)
    #expect(tally(.paraphrase).total == 1365)
    // 1,037 in a release build; a borderline margin may fall the other way in a debug one.
    #expect(tally(.paraphrase).correct >= 1034, "\(tally(.paraphrase).failures)")
    // Known false accepts (issue 28, open). One of the sixth set (stop 55), taken at first touch
    // and left: "is my battery healthy" (Password Health in vaultly at 0.36, just over the
    // threshold: "healthy" is a state of its "health"); its "drippy my water bottle leaks" is
    // refused since stop 60 (a verb that names no thing, said last, tells of its subject). One of
    // the tenth (stop 57), of four taken at first touch: "is the red line safe at night" (Line
    // Status: "safe" is a state a lock tells). The eleventh to fifteenth sets' taken at first
    // touch (stop 58) are refused; of the sixteenth's, "doorly who lives next door" (Who Rang the
    // Doorbell: a question whose subject is its question word, in the present, before no object)
    // is left. The seventeenth to twenty-first sets' (stop 59) are refused. Of the twenty-second
    // to twenty-seventh sets' fifteen (stop 60), three are left: "skyward window please" (Gate
    // Info: a bare noun a shortcut never says, refused only at a cost in paraphrases), "wattwise
    // power to the people" (a slogan, at 0.35) and "quillnote what would you write about" ("what
    // would you recommend" asks a shortcut that suggests). Of the twenty-eighth to thirtieth
    // sets' eight (stop 61), one is left: "how many passwords do i have in vaultly" (Password
    // Health, which says "passwords"); "where do people buy concert tickets ticketa" is refused
    // since stop 62 (a question of people at large), with the thirty-first set's two taken at
    // first touch (questions of "a newborn", "a battery" in general). The thirty-second set's two
    // taken at first touch: "scorekeep my brother cheats at uno" is refused since the thirty-third
    // set (a word in "-s" this reading does not know, before a place, tells of its subject, as
    // that set's "my neighbor's doorly camera points at my yard"; its "huddle mute everyone else"
    // is refused too); "pawprint what breed is luna" (Where Is ${pet}: an attribute of a value,
    // refused only at a cost of four paraphrases) is left. The thirty-fourth and thirty-fifth
    // sets took none at first touch. Stop 63's "take me to …" asking a shortcut that takes the
    // speaker places took the twenty-first set's "fuelup navigate to the gas station with waze"
    // (another app named as the one to do it, which no rule tells from a person: "with sam"),
    // for four paraphrases. The thirty-sixth set (stop 63: statements beside shortcuts that
    // narrate) took five at first touch (large two); three are refused since (a past no command
    // says did something else: "i repotted the boston fern"; "i forgot to …" was not done), two
    // are left: "verdant where should i put the monstera" (How Do I Care For ${plant}, advice
    // close to its own) and "hearth i left the window open" ("I'm leaving home": its own verb, in
    // another sense, done to another thing). The thirty-seventh (stop 64) took none at first touch
    // (large one: "railway call me a taxi from union station", Get Me Home), the thirty-eighth none.
    // The thirty-ninth (stop 65) took one at first touch, refused since ("my vitamin d pills taste
    // awful": a linking verb's bare form after a plural tells how things seem); the fortieth (stop
    // 65, with two apps new to the half) none, nor the forty-first (stop 66, with three); the
    // forty-second (stop 66, with three more) one, refused since ("connect the purifier to my
    // wifi": the speaker's network, as their phone). No other may appear.
    let knownFalseAccepts = [
      "is my battery healthy in voltly", "is the red line safe at night in railway", "doorly who lives next door",
      "skyward window please", "wattwise power to the people", "quillnote what would you write about",
      "how many passwords do i have in vaultly",
      "pawprint what breed is luna", "fuelup navigate to the gas station with waze",
      "verdant where should i put the monstera", "hearth i left the window open",
    ]
    #expect(tally(.negative).total - tally(.negative).correct <= knownFalseAccepts.count)
    #expect(
      tally(.negative).failures.allSatisfy { failure in knownFalseAccepts.contains { failure.contains($0) } },
      "\(tally(.negative).failures)")
    #expect(tally(.everyday).total == 1194)
    // 1,188 in a release build: the thirteenth batch's "tell me about golden wok's owners in
    // munchbox" (an attribute of a value), the fourteenth's "another rainy weekend at the lake
    // cabin skyline", the sixteenth's "put the nap schedule on my calendar with cradle" (a
    // light verb, put, a synonym of start, done to a thing named after a word the shortcut says)
    // the eighteenth's "make leo's allowance twenty dollars in choreboard" (a light verb before
    // a value) and the twenty-sixth's "show me what apps maya downloaded in kidtime" (what another
    // did, asked to be shown) and the twenty-seventh's "what's the weather where my keys are tagalong"
    // are taken; a borderline margin may fall the other way in a debug one.
    #expect(tally(.everyday).correct >= 1144, "\(tally(.everyday).failures)")
    #expect(tally(.appNames).total == 171)
    // 170 in a release build: the tenth batch's "kibble's next feeding" is left (as close to Hold
    // the Next Feeding as to When Is the Next Feeding).
    #expect(tally(.appNames).correct >= 168, "\(tally(.appNames).failures)")
    // Three known wrong runs through the semantic stage (issue 28, open): the second batch's "what's
    // late in tickoff" runs Due Today where Overdue was meant, the eleventh's "how much more do i
    // need to drink today in drippy" runs Today's Intake where the goal was meant (the
    // twenty-fourth's "what have i saved to watch in flixlist" asks nothing since stop 61: a
    // question in the perfect asks of its participle's verb), the twenty-eighth's "where do i board in skyward" runs Show My
    // Boarding Pass where the gate was meant (the twenty-ninth's "write out my last voice memo in
    // memora" ran Record Memo until stop 64: a verb it does not say asks a shortcut that only makes new
    // things for one that is there; stop 66's "show me the stories i saved in headline" ran Top
    // Stories at first touch: a thing told by the speaker's doing is another's that says it; the
    // second stop 66 batch's "take coffee off my list in basketly" ran Add Item through the
    // alignment: a word opposite to another phrase's of its shortcut undoes a reading). No other
    // may appear.
    #expect((accuracy.wrongRuns[.paraphrase] ?? 0) <= 3, "no other paraphrase runs a wrong intent")
    // Release: the alignment takes 269 (16 word for word), the semantic stage 768.
    #expect((accuracy.correctByStage[.paraphrase]?[.semantic] ?? 0) >= 745, "the semantic stage answers most of them")
    #expect((accuracy.wrongByStage[.paraphrase]?[.semantic] ?? 0) <= 3, "and runs no other wrong intent")
  }
}
