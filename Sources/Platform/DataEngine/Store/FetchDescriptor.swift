import Foundation

/// What to fetch from a store, in the spirit of SwiftData's `FetchDescriptor`: which entities
/// (a Foundation `Predicate` and an optional text search), in what order (Foundation
/// `SortDescriptor`s), in what sections, and how many.
///
/// A result is ordered by section key (when sectioned), then the sort descriptors, then id: one
/// total order, the same on every run. The fetch limit counts rows across sections.
///
/// ```swift
/// var descriptor = FetchDescriptor<Photo>(
///   predicate: #Predicate { $0.albumID == 3 },
///   sortBy: [SortDescriptor(\.title.folded)])
/// descriptor.sectionKey = { .number($0.albumID) }
/// descriptor.search = TextSearch("sunset") { $0.title.folded }
/// descriptor.fetchLimit = 50
/// ```
public struct FetchDescriptor<Entity: StoreEntity>: Sendable {
  /// Keeps only entities it accepts; nil keeps all.
  public var predicate: Predicate<Entity>?
  /// Orders entities within a section; ties are broken by id.
  public var sortBy: [SortDescriptor<Entity>]
  /// Puts each entity in a section; nil gives one section, ``SectionKey/all``.
  public var sectionKey: (@Sendable (Entity) -> SectionKey)?
  /// Keeps only entities whose text contains a term; nil (or an empty term) keeps all.
  public var search: TextSearch<Entity>?
  /// The most rows a result holds, across sections; nil for no limit.
  public var fetchLimit: Int?

  /// Creates a descriptor; the defaults fetch everything, by id, in one section.
  @inlinable public init(
    predicate: Predicate<Entity>? = nil,
    sortBy: [SortDescriptor<Entity>] = [],
    sectionKey: (@Sendable (Entity) -> SectionKey)? = nil,
    search: TextSearch<Entity>? = nil,
    fetchLimit: Int? = nil
  ) {
    self.predicate = predicate
    self.sortBy = sortBy
    self.sectionKey = sectionKey
    self.search = search
    self.fetchLimit = fetchLimit
  }
}
