import DataEngine
import Foundation
import Models

/// A small entity for store and fetched-results tests: a name to search and sort, and a group to
/// section by.
public struct Item: StoreEntity, CustomStringConvertible {
  /// The store id.
  public let id: Int
  /// The text searched and sorted by.
  public var name: String
  /// The section an item falls in.
  public var group: Int

  /// An item with `id`, `name` and `group`.
  public init(_ id: Int, _ name: String, group: Int = 0) {
    self.id = id
    self.name = name
    self.group = group
  }

  /// Folded on each call: fine for tests, where speed does not matter.
  public var foldedName: FoldedText { FoldedText(name) }

  /// `id:name/group`, short enough for a failing expectation to be read at a glance.
  public var description: String { "\(id):\(name)/\(group)" }
}

extension FetchDescriptor<Item> {
  /// Items by name, then id.
  public static var byName: FetchDescriptor<Item> {
    FetchDescriptor(sortBy: [SortDescriptor(\.name)])
  }
}

extension TextSearch<Item> {
  /// A search of items' names.
  public static func name(_ term: String) -> TextSearch<Item> {
    TextSearch(term) { $0.foldedName }
  }
}
