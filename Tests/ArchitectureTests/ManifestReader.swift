import Foundation

/// Reads each target's dependencies the way SwiftPM itself reads Package.swift: through
/// `swift package dump-package`, whose JSON does not depend on how the manifest is formatted,
/// whether a list is built in code, or what its comments say.
///
/// The dump runs with a scratch folder of its own: the package's `.build` is locked while
/// `swift test` runs, and a dump there would wait for the lock forever. It takes about a second,
/// once per test run.
enum ManifestReader {
  /// Why the manifest could not be read.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The names each target of the package at `root` depends on (targets and products alike),
  /// by target name.
  static func dependencies(ofPackageAt root: URL) throws(Failure) -> [String: Set<String>] {
    let json = try dump(root)
    let manifest: Manifest
    do {
      manifest = try JSONDecoder().decode(Manifest.self, from: json)
    } catch {
      throw Failure(description: "dump-package wrote JSON of an unexpected shape: \(error)")
    }
    return Dictionary(
      manifest.targets.map { ($0.name, Set($0.dependencies.map(\.name))) },
      uniquingKeysWith: { first, _ in first })
  }

  /// `swift package dump-package`'s output for the package at `root`.
  private static func dump(_ root: URL) throws(Failure) -> Data {
    let scratch = FileManager.default.temporaryDirectory
      .appending(path: "manifest-reader-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path,
      "dump-package",
    ]
    // The package as `swift build` sees it, without the exercises it adds on request.
    var environment = ProcessInfo.processInfo.environment
    for name in ["SLIM_EXERCISES", "SLIM_EXERCISE"] { environment[name] = nil }
    process.environment = environment
    // Standard error goes to a file: a pipe nobody reads while the JSON is read could fill.
    let errorFile = scratch.appending(path: "errors.txt")
    let output = Pipe()
    process.standardOutput = output
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: errorFile)
      try process.run()
    } catch {
      throw Failure(description: "could not run swift package dump-package: \(error)")
    }
    let json = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let message = (try? Data(contentsOf: errorFile)) ?? Data()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "swift package dump-package failed (\(process.terminationStatus)): "
          + String(decoding: message, as: UTF8.self))
    }
    return json
  }
}

/// The part of dump-package's JSON the layer test reads.
private struct Manifest: Decodable {
  struct Target: Decodable {
    let name: String
    let dependencies: [Dependency]
  }

  /// One dependency, in any of its forms (`byName`, `target`, `product`): each is a list whose
  /// first element is the name.
  struct Dependency: Decodable {
    let name: String

    init(from decoder: any Decoder) throws {
      let forms = try decoder.container(keyedBy: Form.self)
      guard let form = forms.allKeys.first else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "a dependency of no form"))
      }
      var details = try forms.nestedUnkeyedContainer(forKey: form)
      name = try details.decode(String.self)
    }
  }

  /// Whatever key names a dependency's form.
  struct Form: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  let targets: [Target]
}
