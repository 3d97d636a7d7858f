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

/// An entity that belongs in a section of a grouped list: named by a number (a photo's album),
/// which a SQLite store keeping it groups by through its index, or by any key (a first letter).
public protocol Groupable: StoreEntity {
  /// The section this entity belongs in; by default, its ``sectionNumber``'s value.
  var sectionKey: SectionKey { get }
  /// The number that names a section, when one does; nil by default.
  static var sectionNumber: (KeyPath<Self, Int> & Sendable)? { get }
}

extension Groupable {
  public static var sectionNumber: (KeyPath<Self, Int> & Sendable)? { nil }
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
  /// The text a search reads, folded (a photo's title: `\.title.folded`). The entity keeps only
  /// its own fields: the list folds the text once, when the entity arrives, and a SQLite store
  /// that keeps it as a stored key searches it without reading an entity.
  static var searchKey: KeyPath<Self, FoldedText> & Sendable { get }
  /// The same text, read directly: reading a key path copies the entity, once per row arriving.
  static func searchText(of entity: Self) -> FoldedText
}
