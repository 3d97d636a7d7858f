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
/// descriptor.section(byNumber: \.albumID)   // or any closure: descriptor.sectionKey = { ... }
/// descriptor.search = TextSearch("sunset") { $0.title.folded }
/// descriptor.fetchLimit = 50
/// ```
public struct FetchDescriptor<Entity: StoreEntity>: Sendable {
  /// Keeps only entities it accepts; nil keeps all.
  public var predicate: Predicate<Entity>?
  /// Orders entities within a section; ties are broken by id.
  public var sortBy: [SortDescriptor<Entity>]
  /// Puts each entity in a section; nil gives one section, ``SectionKey/all``. Setting it
  /// forgets a number set by ``section(byNumber:)``.
  public var sectionKey: (@Sendable (Entity) -> SectionKey)? {
    get { sections?.key }
    set { sections = newValue.map { Sections(key: $0, number: nil) } }
  }
  /// Keeps only entities whose text contains a term; nil (or an empty term) keeps all.
  public var search: TextSearch<Entity>?
  /// The most rows a result holds, across sections; nil for no limit.
  public var fetchLimit: Int?
  /// The sections: how an entity's key is read, and the number it is read from when it is one.
  @usableFromInline var sections: Sections?

  /// Puts entities in a section per value of the number at `path` (an album's id, say),
  /// keyed ``SectionKey/number(_:)``. The same sections as a ``sectionKey`` closure that says so,
  /// but a store can read the key path: a ``SQLiteStore`` that keeps the number as a
  /// ``StoredKey`` answers these sections through its index, without reading the entities.
  public mutating func section(byNumber path: KeyPath<Entity, Int> & Sendable) {
    sections = Sections(key: { .number($0[keyPath: path]) }, number: path)
  }

  /// The number the sections are named by, when ``section(byNumber:)`` set them; else nil.
  public var sectionNumber: (KeyPath<Entity, Int> & Sendable)? { sections?.number }

  /// How sections are made: the key, and the number it reads when it reads one.
  @usableFromInline struct Sections: Sendable {
    @usableFromInline let key: @Sendable (Entity) -> SectionKey
    @usableFromInline let number: (KeyPath<Entity, Int> & Sendable)?

    @inlinable init(
      key: @escaping @Sendable (Entity) -> SectionKey, number: (KeyPath<Entity, Int> & Sendable)?
    ) {
      (self.key, self.number) = (key, number)
    }
  }

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
    self.sections = sectionKey.map { Sections(key: $0, number: nil) }
    self.search = search
    self.fetchLimit = fetchLimit
  }
}
