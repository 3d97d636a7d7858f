import Foundation

/// A resource the embedded backend serves because it is declared: a name, where its records
/// are, and what a request may ask of them. The routes follow, as jsonplaceholder (json-server)
/// answers them:
///
/// - `GET /NAME`: the list, filtered by the fields declared (`?albumId=3`, repeatable; an
///   unknown value matches nothing) and paged when asked (`_page`/`_limit`, `_start`/`_end`,
///   with `X-Total-Count`, see `ListPage`);
/// - `GET /NAME/N`: one record, or a 404 that names what was missing ("No photo with id 9");
/// - `GET /PARENT/N/NAME` for each parent declared (`/posts/1/comments`): the list of parent
///   N's records, paged too; an unknown parent is a 404;
/// - with writes declared (``WritableFixtureRecord``): `POST /NAME` (201 with `Location`; an
///   `Idempotency-Key` already seen answers with the record it created and creates nothing),
///   `PATCH /NAME/N` (merges the fields; 404 when there is none) and `DELETE /NAME/N` (200 with
///   `{}`, also for an id that is not there, so a retried delete does not fail).
///
/// ```swift
/// FixtureResource("photos", in: RecordStore(dataset.photos))
///   .filtered(by: "albumId", \.albumID)
///   .nested(under: "albums", by: \.albumID, exists: { albums.record(id: $0) != nil })
///   .routes
/// ```
struct FixtureResource<Record: FixtureRecord & Encodable>: Sendable {
  /// The path's first segment: `photos`.
  let name: String
  /// Where the records are.
  let store: RecordStore<Record>
  private var filters: [(query: String, field: @Sendable (Record) -> Int)] = []
  private var parents:
    [(name: String, field: @Sendable (Record) -> Int, exists: @Sendable (Int) -> Bool)] = []
  private var writeRoutes: [FixtureRoute] = []

  /// The resource `name` over `store`, read-only, with no filter and no parent.
  init(_ name: String, in store: RecordStore<Record>) {
    self.name = name
    self.store = store
  }

  /// The list answers `?query=N` (repeatable) with the records whose `field` is one of them.
  func filtered(
    by query: String, _ field: @escaping @Sendable (Record) -> Int
  ) -> FixtureResource {
    var resource = self
    resource.filters.append((query, field))
    return resource
  }

  /// `/parent/N/NAME` lists the records whose `field` is N; `exists` says whether parent N
  /// does, so an unknown one is a 404 naming it.
  func nested(
    under parent: String, by field: @escaping @Sendable (Record) -> Int,
    exists: @escaping @Sendable (Int) -> Bool
  ) -> FixtureResource {
    var resource = self
    resource.parents.append((parent, field, exists))
    return resource
  }

  /// Every route the declaration gives.
  var routes: [FixtureRoute] {
    let (store, filters) = (store, filters)
    var routes: [FixtureRoute] = [
      .get("/\(name)") { request, _ in
        var picks: [(ids: Set<Int>, field: @Sendable (Record) -> Int)] = []
        for filter in filters {
          if let ids = try request.idFilter(filter.query) { picks.append((ids, filter.field)) }
        }
        // Unfiltered, the list is the store's own array, not a copy: a list can be 200,000 long.
        let records =
          picks.isEmpty
          ? store.records()
          : store.records { record in picks.allSatisfy { $0.ids.contains($0.field(record)) } }
        return try .list(records, for: request)
      },
      .get("/\(name)/:id") { _, ids in .json(encoding: try Self.find(ids[0], in: store)) },
    ]
    for parent in parents {
      routes.append(
        .get("/\(parent.name)/:id/\(name)") { request, ids in
          guard let id = Int(ids[0]), parent.exists(id) else {
            throw HTTPError.notFound("No \(Self.singular(parent.name)) with id \(ids[0])")
          }
          return try .list(store.records { parent.field($0) == id }, for: request)
        })
    }
    return routes + writeRoutes
  }

  /// The record whose id is `id`, or a 404 that names what was missing ("No photo with id 9999").
  static func find(_ id: String, in store: RecordStore<Record>) throws(HTTPError) -> Record {
    guard let number = Int(id), let record = store.record(id: number) else {
      throw .notFound("No \(Record.noun) with id \(id)")
    }
    return record
  }

  /// `albums` → `album`: a parent's name in a 404, from its path.
  private static func singular(_ name: String) -> String {
    name.hasSuffix("s") ? String(name.dropLast()) : name
  }
}

/// A record a client may write: how a write's body reads, and what it makes of the record.
protocol WritableFixtureRecord: FixtureRecord, Encodable {
  /// The fields a write may carry, each checked for its type and range.
  associatedtype Fields

  /// The fields of `body`, or a 400 saying what is wrong with them.
  static func fields(of body: Data) throws(HTTPError) -> Fields
  /// The record numbered `id` that `POST` creates from `fields`, or a 400 naming what is missing.
  static func created(id: Int, from fields: Fields) throws(HTTPError) -> Self
  /// The record with `fields` merged in (`PATCH`).
  mutating func merge(_ fields: Fields)
}

extension FixtureResource where Record: WritableFixtureRecord {
  /// Clients may add, change and delete records, as described on ``FixtureResource``.
  func writable() -> FixtureResource {
    var resource = self
    let (store, name) = (store, name)
    resource.writeRoutes = [
      FixtureRoute("POST", "/\(name)") { request, _ in
        let fields = try Record.fields(of: request.body)
        // A body that makes no record is refused before its key is looked at.
        _ = try Record.created(id: 0, from: fields)
        let (record, _) = try store.add(key: request.header("Idempotency-Key")) {
          id throws(HTTPError) in try Record.created(id: id, from: fields)
        }
        return FixtureResponse.json(201, encoding: record)
          .adding(header: "Location", "/\(name)/\(record.id)")
      },
      FixtureRoute("PATCH", "/\(name)/:id") { request, ids in
        let fields = try Record.fields(of: request.body)
        let id = try Self.find(ids[0], in: store).id
        guard let record = store.update(id: id, { $0.merge(fields) }) else {
          throw HTTPError.notFound("No \(Record.noun) with id \(ids[0])")
        }
        return .json(encoding: record)
      },
      FixtureRoute("DELETE", "/\(name)/:id") { _, ids in
        if let id = Int(ids[0]) { store.delete(id: id) }
        return .json(encoding: [String: String]())
      },
    ]
    return resource
  }
}
