/// Something a ``Store`` can hold: a value with a stable, ordered identity that can be written to
/// disk and sent between threads.
///
/// The identifier is `Comparable` so that every listing has one total order: entities that sort
/// equally by a fetch's sort descriptors are ordered by id, which makes results reproducible and
/// lets a fetched-results controller find a row by binary search.
///
/// ```swift
/// struct Note: StoreEntity {
///   let id: Int
///   var text: String
/// }
/// ```
public protocol StoreEntity: Identifiable, Codable, Hashable, Sendable
where ID: Comparable & Codable & Sendable {}
