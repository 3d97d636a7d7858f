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

  @Test(arguments: LayerRule.allowedImports.keys.sorted())
  func packageManifestDeclaresExactlyTheAllowedDependencies(module: String) throws {
    let manifest = try String(
      contentsOf: Self.packageRoot.appending(path: "Package.swift"), encoding: .utf8)

    let declared = try #require(
      ManifestReader.kitDependencies(of: module, in: manifest),
      "Package.swift declares no target named \(module)")

    #expect(declared == LayerRule.allowedImports[module])
  }

  @Test(
    "a crossing import is caught in every import form",
    arguments: [
      "import Networking",
      "@testable import Views",
      "import struct Coordinators.GalleryCoordinator",
      "@_exported import FoundationNetworking",
      "  import TestSupport",
    ])
  func aCrossingImportIsCaught(line: String) {
    let source = "import Foundation\nimport Models\n\(line)\n"

    let violations = LayerRule.violations(in: source, module: "ViewModels", file: "X.swift")

    #expect(violations.map(\.line) == [3])
  }

  @Test func sourcesHoldsTheKitsModulesOnly() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: Self.packageRoot.appending(path: "Sources").path)

    let expected = Set(LayerRule.allowedImports.keys).subtracting(LayerRule.supportModules)
    #expect(Set(folders) == expected, "support code belongs under Support/, lessons under Sources/")
  }

  @Test func theSQLiteLibraryIsImportedOnlyByLocalServices() {
    let source = "import Foundation\nimport CSQLite\n"

    #expect(LayerRule.violations(in: source, module: "Models", file: "X.swift").map(\.line) == [2])
    #expect(LayerRule.violations(in: source, module: "LocalServices", file: "X.swift").isEmpty)
  }

  @Test func aConditionalDependencyIsReadByItsTargetName() {
    let manifest = """
      .target(
            name: "Store",
            dependencies: [
              "Models",
              // a comment, [with brackets]
              .target(name: "CLib", condition: .when(platforms: [.linux], traits: ["T"])),
            ]
          ),
      """

    #expect(ManifestReader.kitDependencies(of: "Store", in: manifest) == ["Models", "CLib"])
  }

  @Test func allowedAndSystemImportsPass() {
    let source = "import Foundation\nimport Observation\nimport Models\n// import Views\n"

    #expect(LayerRule.violations(in: source, module: "ViewModels", file: "X.swift").isEmpty)
  }
}
