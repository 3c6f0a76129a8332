// Apple's AppIntents makes Foundation's types (URL, Date, Data, Locale…)
// available to every file that imports it; intent code relies on that.
@_exported import Foundation
