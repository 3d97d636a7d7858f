import Foundation
import Models

/// Random JSON documents shaped almost, but not quite, like a store file: the right keys with
/// values of the wrong kind, wrong nesting, and plain wrong values, from a seeded generator.
enum WrongShape {
  /// A random document: sometimes a store file with one part replaced, sometimes anything.
  static func document(using random: inout SeededGenerator) -> Any {
    guard Bool.random(using: &random) else { return value(depth: 3, using: &random) }
    var entity: [String: Any] = ["id": 1, "name": "apple", "group": 0]
    var file: [String: Any] = ["version": 1, "entities": [entity]]
    switch Int.random(in: 0..<4, using: &random) {
    case 0: file["version"] = value(depth: 1, using: &random)
    case 1: file["entities"] = value(depth: 2, using: &random)
    case 2:
      entity[keys.randomElement(using: &random)!] = value(depth: 1, using: &random)
      file["entities"] = [entity]
    default: file.removeValue(forKey: keys.randomElement(using: &random)!)
    }
    return file
  }

  private static let keys = ["version", "entities", "id", "name", "group"]

  /// Any JSON value, nested at most `depth` deep.
  private static func value(depth: Int, using random: inout SeededGenerator) -> Any {
    let kinds = depth > 0 ? 8 : 6
    switch Int.random(in: 0..<kinds, using: &random) {
    case 0: return NSNull()
    case 1: return Bool.random(using: &random)
    case 2: return Int.random(in: Int.min...Int.max, using: &random)
    case 3: return Double.random(in: -1e300...1e300, using: &random)
    case 4: return ["", "1", "apple", "\u{0}", "é"].randomElement(using: &random)!
    case 5: return [-1, 0, 1, 2, Int.max].randomElement(using: &random)!
    case 6:
      return (0..<Int.random(in: 0...3, using: &random)).map { _ in
        value(depth: depth - 1, using: &random)
      }
    default:
      var object: [String: Any] = [:]
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        object[keys.randomElement(using: &random)!] = value(depth: depth - 1, using: &random)
      }
      return object
    }
  }
}
