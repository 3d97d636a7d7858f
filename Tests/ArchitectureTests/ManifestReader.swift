import Foundation

/// Reads target dependencies out of Package.swift's text, just enough for the layer test.
///
/// Parsing the manifest as text keeps the test free of SwiftPM libraries; it understands the
/// `.target(name: "X", dependencies: ["A", "B"])` form this package uses.
enum ManifestReader {
  /// The kit modules target `name` depends on, or nil if no such target is declared.
  static func kitDependencies(of name: String, in manifest: String) -> Set<String>? {
    guard
      let start = manifest.range(of: ".target(\n      name: \"\(name)\"")
        ?? manifest.range(of: ".target(name: \"\(name)\"")
    else { return nil }
    let rest = manifest[start.upperBound...]
    // The declaration ends at the first closing parenthesis that balances the opening one.
    var depth = 1
    var end = rest.startIndex
    for index in rest.indices {
      if rest[index] == "(" { depth += 1 }
      if rest[index] == ")" { depth -= 1 }
      if depth == 0 {
        end = index
        break
      }
    }
    let declaration = rest[..<end]
    guard let list = declaration.range(of: "dependencies: [") else { return [] }
    let names = declaration[list.upperBound...].prefix { $0 != "]" }
    return Set(
      names.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""])
      }.filter { !$0.isEmpty })
  }
}
