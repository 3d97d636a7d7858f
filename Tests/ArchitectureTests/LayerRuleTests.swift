import Foundation
import Testing

@Suite("The layer rule")
struct LayerRuleTests {
  /// The package root, found from this file's path so the test runs from any directory.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func swiftFiles(of module: String) throws -> [URL] {
    let folder = packageRoot.appending(path: LayerRule.folder(of: module))
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    return files.sorted { $0.path < $1.path }
  }

  @Test(arguments: LayerRule.allowedImports.keys.sorted())
  func noSourceFileImportsAcrossTheRule(module: String) throws {
    let files = try Self.swiftFiles(of: module)
    #expect(
      !files.isEmpty,
      "\(LayerRule.folder(of: module)) has no Swift files: is the layout still right?")

    let violations = try files.flatMap { file in
      LayerRule.violations(
        in: try String(contentsOf: file, encoding: .utf8), module: module,
        file: file.path.replacingOccurrences(of: Self.packageRoot.path + "/", with: ""))
    }

    #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
  }

  /// Every target's dependencies, as SwiftPM reads Package.swift: read once for the run.
  static let manifest = Result { () throws(ManifestReader.Failure) in
    try ManifestReader.dependencies(ofPackageAt: packageRoot)
  }

  @Test(arguments: LayerRule.allowedImports.keys.sorted())
  func packageManifestDeclaresExactlyTheAllowedDependencies(module: String) throws {
    let targets = try Self.manifest.get()

    let declared = try #require(targets[module], "Package.swift declares no target named \(module)")

    #expect(declared == LayerRule.allowedImports[module])
  }

  @Test func theManifestIsReadAsSwiftPMReadsItHoweverItIsWritten() throws {
    // Given a manifest written every way a formatter or a person might: one line or several,
    // `.target(name:)` or a bare name, a list built in code, a dependency commented out
    let package = try TemporaryPackage(
      manifest: """
        // swift-tools-version: 6.0
        import PackageDescription

        let below = ["Models"]
        let package = Package(name: "Odd", targets: [
          .target(name: "Models"), .target(
             name:"Views",dependencies:[ .target(name: "Models"),
               "ViewModels"  /* , "Networking" */ ]),
          .target(name: "ViewModels",
                  dependencies: below.map { .target(name: $0) }),  // "Networking"
        ])
        """)
    defer { package.remove() }

    // When it is read
    let targets = try ManifestReader.dependencies(ofPackageAt: package.root)

    // Then each target has exactly the dependencies SwiftPM sees
    #expect(
      targets == ["Models": [], "Views": ["Models", "ViewModels"], "ViewModels": ["Models"]])
  }

  @Test(
    "a crossing import is caught in every import form",
    arguments: [
      "import Networking",
      "@testable import Views",
      "import struct Coordinators.GalleryCoordinator",
      "@_exported import FoundationNetworking",
      "  import TestSupport",
      "@preconcurrency import Networking",
      "@_spi(Two Words) @testable import Views",
      "import Foundation; import Networking",
      "import\tNetworking// the client",
      "import Networking/* the client */",
      "import func Coordinators.run",
    ])
  func aCrossingImportIsCaught(line: String) {
    let source = "import Foundation\nimport Models\n\(line)\n"

    let violations = LayerRule.violations(in: source, module: "ViewModels", file: "X.swift")

    #expect(violations.map(\.line) == [3])
  }

  @Test func sourcesHoldsTheAppAndThePlatformOnly() throws {
    let sources = Self.packageRoot.appending(path: "Sources")
    let halves = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    let app = try FileManager.default.contentsOfDirectory(
      atPath: sources.appending(path: "App").path)
    let platform = try FileManager.default.contentsOfDirectory(
      atPath: sources.appending(path: "Platform").path)

    #expect(Set(halves) == ["App", "Platform"], "Sources is the lesson and the platform")
    #expect(Set(app) == LayerRule.appModules, "the lesson's modules belong under Sources/App")
    #expect(
      Set(platform) == LayerRule.platformModules,
      "the kit's frameworks belong under Sources/Platform, support code under Support/")
  }

  @Test func anAttributeOnTheLineBeforeStillMarksTheImport() {
    let source = "import Models\n@testable\nimport Views\n"

    let violations = LayerRule.violations(in: source, module: "ViewModels", file: "X.swift")

    #expect(violations.map(\.line) == [3])
  }

  @Test func theSQLiteLibraryIsImportedOnlyByTheDataEngine() {
    let source = "import Foundation\nimport CSQLite\n"

    #expect(LayerRule.violations(in: source, module: "Models", file: "X.swift").map(\.line) == [2])
    #expect(LayerRule.violations(in: source, module: "DataEngine", file: "X.swift").isEmpty)
  }

  @Test func aPlatformModuleImportingAnAppModuleIsCaught() {
    let source = "import Essentials\nimport Models\n"

    let violations = LayerRule.violations(in: source, module: "DataEngine", file: "X.swift")

    #expect(violations.map(\.imported) == ["Models"])
  }

  /// The words are for any UI: a sentence in `Words` is a plain `String`, so the module reaches
  /// neither the terminal toolkit nor the terminal's views; above the view models it reaches
  /// only the coordinators, whose notices it words and which a SwiftUI port has too.
  @Test func theWordsImportNoTerminal() {
    let allowed = LayerRule.allowedImports["Words"] ?? []
    #expect(allowed == ["Coordinators", "ViewModels", "Models", "Essentials"])
    #expect(
      allowed.isDisjoint(with: ["TerminalKit", "Views", "Flags", "LineFrontEnd", "FullScreen"]))
    #expect(LayerRule.allowedImports["Coordinators"]?.contains("TerminalKit") == false)

    let source = "import ViewModels\nimport TerminalKit\nimport Views\n"
    let violations = LayerRule.violations(in: source, module: "Words", file: "X.swift")

    #expect(violations.map(\.imported) == ["TerminalKit", "Views"])
  }

  @Test func allowedAndSystemImportsPass() {
    let source = "import Foundation\nimport Observation\nimport Models\n// import Views\n"

    #expect(LayerRule.violations(in: source, module: "ViewModels", file: "X.swift").isEmpty)
  }

  @Test func importsInCommentsAndStringsDoNotCount() {
    let source = #"""
      import Models
      /* import Views
         /* nested */ import Networking */
      let text = "import Views"
      let escaped = "say \"hi\"; import Views"
      let block = """
        import Networking
        """
      let raw = #"import Views"#
      func imports() {}  // imported, important
      """#

    #expect(LayerRule.violations(in: source, module: "ViewModels", file: "X.swift").isEmpty)
    #expect(ImportScanner.imports(in: source).map(\.module) == ["Models"])
  }
}

/// A package of one manifest in a folder of its own, for the reader to read.
private struct TemporaryPackage {
  let root: URL

  init(manifest: String) throws {
    root = FileManager.default.temporaryDirectory.appending(path: "odd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try manifest.write(to: root.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
