import Foundation

/// The one rule between Slim's layers, as data: which kit modules each module may import.
///
/// ARCHITECTURE.md's table, written once here so the test below and the Package.swift declarations can
/// be compared with it. Modules outside the kit (Foundation, Observation, ...) are not checked.
enum LayerRule {
  static let allowedImports: [String: Set<String>] = [
    // The platform: the kit's own "frameworks". Never an app module.
    "Essentials": [],
    // The data engine; SQLite's C library, on Linux, through the system-library target CSQLite.
    "DataEngine": ["Essentials", "CSQLite"],
    "HTTPTransport": ["Essentials"],
    "TerminalKit": ["Essentials"],

    // The app layers: the lesson.
    "Models": ["DataEngine", "Essentials"],
    // The local counterpart of Networking: the media library folder, file inspection.
    "LocalServices": ["Models", "DataEngine", "Essentials"],
    "Networking": ["Models", "HTTPTransport", "Essentials"],
    "ViewModels": ["Models", "DataEngine", "Essentials"],
    // The words of every screen, for any UI: plain strings, no terminal, no views; what the
    // coordinators report is worded here too.
    "Words": ["Coordinators", "ViewModels", "Models", "Essentials"],
    "Views": ["Words", "ViewModels", "Models", "DataEngine", "Essentials", "TerminalKit"],
    // The samples' command-line flags, read the same way by every sample and front end.
    "Flags": ["Views", "Models", "Essentials", "TerminalKit"],
    // Navigation only: no input read, nothing drawn, no flags, no terminal, no words (Words
    // words what it reports).
    "Coordinators": ["Models", "ViewModels"],
    // The composition roots: the one place concrete types meet.
    "Composition": [
      "Coordinators", "Flags", "Models", "LocalServices", "Networking", "ViewModels", "Views",
      "Words", "DataEngine", "Essentials", "HTTPTransport",
    ],
    // The two front ends over the coordinators, not layers: nothing of the kit imports them.
    // The line front end reads commands, pages and draws; the full-screen one adds keys, a
    // cursor and a raw terminal over the line front end's frames.
    "LineFrontEnd": [
      "Coordinators", "Flags", "ViewModels", "Views", "Words", "Models", "DataEngine",
      "Essentials", "TerminalKit",
    ],
    "FullScreen": [
      "LineFrontEnd", "Coordinators", "Flags", "ViewModels", "Views", "Models", "TerminalKit",
    ],
    // Teaching examples, not a layer: they may lean on the entities, nothing above them.
    "Lessons": ["Models", "Essentials"],
    // Sample and test support under Support/, not lessons. Nothing of the kit imports them. The
    // backend leans only on Essentials, for InputNumber, so its --faults numbers are read as the
    // flags are; the demo library is generated clips in a media-library folder.
    "FixtureBackend": ["Essentials"],
    "DemoLibrary": ["Models", "LocalServices", "DataEngine", "Essentials"],
    // How a sample gets its server: the backend, and the flags' safe way to say what failed.
    "SampleServer": ["FixtureBackend", "Flags"],
  ]

  /// The platform modules, under `Sources/Platform`: the kit's own frameworks. The rest of
  /// `Sources` is the app, under `Sources/App`: the lesson.
  static let platformModules: Set<String> = [
    "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
  ]

  /// The modules that live under `Support/` rather than `Sources/`: what a first read skips.
  static let supportModules: Set<String> = [
    "FixtureBackend", "DemoLibrary", "SampleServer", "Benchmarks",
  ]

  /// The app modules, under `Sources/App`: the lesson a student reads.
  static var appModules: Set<String> {
    Set(allowedImports.keys).subtracting(platformModules).subtracting(supportModules)
  }

  /// The folder holding `module`'s sources, relative to the package root.
  static func folder(of module: String) -> String {
    if supportModules.contains(module) { return "Support/\(module)" }
    return platformModules.contains(module) ? "Sources/Platform/\(module)" : "Sources/App/\(module)"
  }

  /// C libraries of the system, each a module map under `Support/` and no Swift: only the
  /// modules the rule names may import one.
  static let systemLibraries: Set<String> = ["CSQLite"]

  /// Every module of the kit, the ones a source file could wrongly reach for.
  static let kitModules: Set<String> = Set(allowedImports.keys).union(["TestSupport"]).union(
    systemLibraries)

  /// Modules outside the kit that a layer must still not use, and why.
  static let forbiddenSystemImports: [String: Set<String>] = [
    // View models talk to protocols from Models; networking types never reach them.
    "ViewModels": ["FoundationNetworking"],
    "Models": ["FoundationNetworking"],
    // Navigation reads no input and draws nothing: no C library, no terminal.
    "Coordinators": ["Glibc", "Darwin", "FoundationNetworking"],
  ]

  /// A broken rule: `file` of `module` imports `imported`.
  struct Violation: Hashable, CustomStringConvertible {
    let module: String
    let file: String
    let line: Int
    let imported: String

    var description: String {
      "\(file):\(line): \(module) may not import \(imported)"
        + " (allowed: \(LayerRule.allowedImports[module]?.sorted().joined(separator: ", ") ?? "-"))"
    }
  }

  /// The rule's violations in one source file's text.
  static func violations(in source: String, module: String, file: String) -> [Violation] {
    let allowed = allowedImports[module] ?? []
    let forbidden = forbiddenSystemImports[module] ?? []
    return ImportScanner.imports(in: source).compactMap { line, imported in
      let crossesLayers = kitModules.contains(imported) && !allowed.contains(imported)
      guard crossesLayers || forbidden.contains(imported) else { return nil }
      return Violation(module: module, file: file, line: line, imported: imported)
    }
  }
}
