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
    return Set(elements(of: declaration[list.upperBound...]).compactMap(dependencyName))
  }

  /// The top-level elements of the list whose text starts just after its `[`: split at commas
  /// outside brackets and parentheses, up to the `]` that closes it; comment lines dropped.
  static func elements(of text: Substring) -> [String] {
    var elements: [String] = []
    var current = ""
    var depth = 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let code = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    for character in code.joined(separator: "\n") {
      if character == "]" && depth == 0 { break }
      if "([".contains(character) { depth += 1 }
      if ")]".contains(character) { depth -= 1 }
      if character == "," && depth == 0 {
        elements.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    elements.append(current)
    return elements.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
      !$0.isEmpty
    }
  }

  /// The target a dependency names: `"A"`, or `.target(name: "A", condition: ...)`.
  static func dependencyName(_ element: String) -> String? {
    if element.hasPrefix("\"") { return element.trimmingCharacters(in: ["\""]) }
    guard let name = element.range(of: "name: \"") else { return nil }
    return String(element[name.upperBound...].prefix { $0 != "\"" })
  }
}
