/// The id of the entity in a row, as a front end that moves a cursor holds it without knowing
/// the screen's entity: a screen declares its rows and keys with its own id type
/// (``RowsInFront/init(screen:layout:page:id:path:)``, ``ScreenKeys/RowAction``), and reads
/// back only ids of that type. An id of another screen's type reads as no id, never as a
/// made-up one.
public struct RowID: Hashable {
  private let base: AnyHashable

  /// The row id of an entity whose id is `id`.
  public init<ID: Hashable>(_ id: ID) { base = AnyHashable(id) }

  /// The id as `ID`, or nil when it is an id of another type.
  public func `as`<ID: Hashable>(_: ID.Type) -> ID? { base.base as? ID }
}

/// `perform` as a function of any row id: what it gives for an id of its own type, nil for any
/// other.
func typed<ID: Hashable, Result>(_ perform: @escaping (ID) -> Result?) -> (RowID) -> Result? {
  { id in id.as(ID.self).flatMap(perform) }
}

/// `id` as a function giving row ids.
func erased<Place, ID: Hashable>(_ id: @escaping (Place) -> ID?) -> (Place) -> RowID? {
  { place in id(place).map { RowID($0) } }
}
