import DataEngine
import Foundation

// The small capability protocols an entity adopts to get a list with sorting, sections, a
// relationship filter and text search from ``ListDataSource``: each is one fact about the
// entity, and the data source does the rest.

/// An entity with a natural order: the one a list starts in.
public protocol Sortable: StoreEntity {
  /// The order a new list shows; ties are broken by id. Empty means by id.
  static var defaultSort: [SortDescriptor<Self>] { get }
}

/// An entity that belongs in a section of a grouped list: it says which number names its
/// section (a photo's album), or, for any other section, its key (a word's first letter).
public protocol Groupable: StoreEntity {
  /// The section this entity belongs in when the list is grouped; by default, its
  /// ``sectionNumber``'s value.
  var sectionKey: SectionKey { get }
  /// The number that names a section, when one does: a SQLite store that keeps it as a stored
  /// key groups a list through its index, without reading every entity. Nil by default.
  static var sectionNumber: (KeyPath<Self, Int> & Sendable)? { get }
}

extension Groupable {
  public static var sectionNumber: (KeyPath<Self, Int> & Sendable)? { nil }

  /// The ``sectionNumber``'s value (every entity in one section when there is none).
  public var sectionKey: SectionKey {
    Self.sectionNumber.map { .number(self[keyPath: $0]) } ?? .all
  }
}

/// An entity that belongs to another, so a list can show only those of one owner (the photos
/// of an album, say).
public protocol RelationshipFilterable: StoreEntity {
  /// The kind of owner.
  associatedtype Related: Identifiable

  /// Accepts the entities that belong to the owner with id `owner`.
  static func predicate(belongingTo owner: Related.ID) -> Predicate<Self>
}

/// An entity a person can find by typing part of its text, ignoring case and accents (why not a
/// `#Predicate`: see `TextSearch`).
public protocol TextSearchable: StoreEntity {
  /// The text a search reads, as the entity holds it (a photo's title): the list folds it once,
  /// when the entity arrives, so the entity keeps only its own fields.
  var searchText: String { get }
}
