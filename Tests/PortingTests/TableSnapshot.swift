import DataEngine
import Models
import ViewModels

/// What a diffable data source or a SwiftUI `List` builds from a list's state: its sections in
/// order, each with its rows' ids. Written here with no terminal type in reach, as a port would.
struct TableSnapshot<Entity: StoreEntity>: Equatable {
  /// The sections: their keys and their rows' ids, in order.
  let sections: [Section]

  struct Section: Equatable {
    let key: SectionKey
    let ids: [Entity.ID]
  }

  /// The snapshot of `rows`, read section by section as a table view's data source would.
  init(_ rows: ListRows<Entity>) {
    sections = rows.sections.enumerated().map { index, section in
      Section(key: section.key, ids: rows.rows(inSection: index, 0..<section.count).map(\.id))
    }
  }

  /// Every id, top to bottom.
  var ids: [Entity.ID] { sections.flatMap(\.ids) }
}
