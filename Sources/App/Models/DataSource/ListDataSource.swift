import DataEngine
import Foundation

/// A live list of any entity, with the searching, sorting, grouping and relationship filtering
/// its capabilities allow: the part of a list screen that is the same for photos and words.
///
/// The entity's capability protocols decide which intents exist (``search(_:)`` needs
/// ``TextSearchable``, and so on; every list can ``sort(by:)``). Each intent returns, and
/// announces to the controller's listeners, the `ChangeSet` it caused.
///
/// ```swift
/// let words = try ListDataSource<Word>(store: store)
/// try words.group(true)                    // sections A, B, C, ...
/// words.search("cafe")                     // keeps "Café", "cafeteria"
/// words.controller.snapshot                // what to draw
/// ```
public final class ListDataSource<Entity: Sortable>: Sendable {
  /// The rows, and the change sets as they happen.
  public let controller: FetchedResultsController<Entity>

  /// A list of every entity in `store`, in the default order, ungrouped, with no limit unless
  /// `limit` is given.
  public convenience init(store: any Store<Entity>, limit: Int? = nil) throws {
    try self.init(
      store: store, descriptor: FetchDescriptor(sortBy: Entity.defaultSort, fetchLimit: limit))
  }

  init(store: any Store<Entity>, descriptor: FetchDescriptor<Entity>) throws {
    controller = try FetchedResultsController(store: store, descriptor: descriptor)
  }

  /// The descriptor the rows come from.
  public var descriptor: FetchDescriptor<Entity> { controller.descriptor }

  /// Orders the rows within each section by `sort` (ties by id); empty orders by id.
  @discardableResult
  public func sort(by sort: [SortDescriptor<Entity>]) throws -> ChangeSet {
    try change { $0.sortBy = sort }
  }

  /// Changes the descriptor with `edit` and fetches again.
  @discardableResult
  func change(_ edit: (inout FetchDescriptor<Entity>) -> Void) throws -> ChangeSet {
    var descriptor = controller.descriptor
    edit(&descriptor)
    return try controller.setDescriptor(descriptor)
  }
}

extension ListDataSource where Entity: TextSearchable {
  /// A list of every entity in `store`, in the default order, ready to search.
  public convenience init(store: any Store<Entity>, limit: Int? = nil) throws {
    let search = TextSearch<Entity>("", in: Entity.searchKey, reading: Entity.searchText(of:))
    try self.init(
      store: store,
      descriptor: FetchDescriptor(sortBy: Entity.defaultSort, search: search, fetchLimit: limit))
  }

  /// Keeps the rows whose text contains `term`, ignoring case and accents; empty keeps all.
  @discardableResult
  public func search(_ term: String) -> ChangeSet { controller.search(for: term) }

  /// The search term in use; empty when the list is not searched.
  public var searchTerm: String { descriptor.search?.term ?? "" }
}

extension ListDataSource where Entity: Groupable {
  /// Puts the rows in sections (by ``Groupable/sectionNumber`` when there is one), or in one list.
  @discardableResult
  public func group(_ grouped: Bool) throws -> ChangeSet {
    try change { descriptor in
      descriptor.sectionKey = grouped ? { @Sendable (entity: Entity) in entity.sectionKey } : nil
      if grouped, let number = Entity.sectionNumber { descriptor.section(byNumber: number) }
    }
  }

  /// Whether the rows are in sections.
  public var isGrouped: Bool { descriptor.sectionKey != nil }
}

extension ListDataSource where Entity: RelationshipFilterable {
  /// Keeps only the rows that belong to the owner with id `owner`; nil keeps all.
  @discardableResult
  public func filter(belongingTo owner: Entity.Related.ID?) throws -> ChangeSet {
    let predicate = owner.map { Entity.predicate(belongingTo: $0) }
    return try change { $0.predicate = predicate }
  }
}
