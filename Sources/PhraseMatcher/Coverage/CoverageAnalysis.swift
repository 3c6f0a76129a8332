/// Checks that every expansion of a catalog resolves back to its own shortcut
/// and value, and (with noise) how robust each shortcut and value is by ear.
///
/// ```swift
/// let report = await CoverageAnalysis(catalog: catalog, noisy: true).run()
/// report.failures.count          // expansions that would not reach their shortcut
/// report.findings                // Apple's rules broken
/// ```
/// - Complexity: one match per expansion (and per noisy variant), spread over
///   the cores.
public struct CoverageAnalysis: Sendable {
  public let catalog: Catalog
  public var noisy: Bool
  public var countAppNameForms = false
  /// Catalogs expanding to more than this are refused with a message, not checked.
  public static let maximumExpansions = 1_000_000

  public init(catalog: Catalog, noisy: Bool = false) {
    self.catalog = catalog
    self.noisy = noisy
  }

  /// Runs the checks on `workers` tasks (default: one per core).
  public func run(workers: Int = CoverageAnalysis.defaultWorkers) async -> CoverageReport {
    var report = CoverageReport(catalog: catalog)
    report.findings = catalog.lints(countAppNameForms: countAppNameForms)
    guard catalog.expansionCount <= Self.maximumExpansions else {
      report.tooLarge = true
      return report
    }
    let expansions = catalog.expansions()
    let index = PhraseIndex(catalog)
    let noisy = noisy
    let slices = Self.split(expansions.count, into: max(1, workers))
    let parts = await withTaskGroup(of: CoverageReport.Part.self) { group in
      for slice in slices {
        group.addTask {
          var part = CoverageReport.Part()
          for position in slice { part.check(expansions[position], with: index, catalog: index.catalog, noisy: noisy) }
          return part
        }
      }
      var parts: [CoverageReport.Part] = []
      for await part in group { parts.append(part) }
      return parts
    }
    for part in parts { report.merge(part) }
    report.finish()
    return report
  }

  public static var defaultWorkers: Int { max(1, SystemCPU.count) }

  static func split(_ count: Int, into workers: Int) -> [Range<Int>] {
    let size = (count + workers - 1) / max(workers, 1)
    return stride(from: 0, to: count, by: max(size, 1)).map { $0..<min($0 + size, count) }
  }
}

/// The number of online CPUs, without Foundation.
enum SystemCPU {
  static var count: Int {
    #if canImport(Glibc)
    return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
    return 2
    #endif
  }
}

#if canImport(Glibc)
import Glibc
#endif
