import Foundation
import Models

/// A small entity for store and fetched-results tests: a name to search and sort, and a group to
/// section by.
struct Item: StoreEntity, CustomStringConvertible {
  let id: Int
  var name: String
  var group: Int

  init(_ id: Int, _ name: String, group: Int = 0) {
    self.id = id
    self.name = name
    self.group = group
  }

  /// Folded on each call: fine for tests, where speed does not matter.
  var foldedName: FoldedText { FoldedText(name) }

  var description: String { "\(id):\(name)/\(group)" }
}

extension FetchDescriptor<Item> {
  /// Items by name, then id.
  static var byName: FetchDescriptor<Item> {
    FetchDescriptor(sortBy: [SortDescriptor(\.name)])
  }
}

extension TextSearch<Item> {
  /// A search of items' names.
  static func name(_ term: String) -> TextSearch<Item> {
    TextSearch(term) { $0.foldedName }
  }
}
