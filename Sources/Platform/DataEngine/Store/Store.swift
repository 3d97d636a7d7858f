/// Where entities of one type are kept: the only persistence API view models and coordinators
/// see, so a memory store, a file store or a student's SQLite store are interchangeable.
///
/// Writes are **committed** one at a time: a single ``upsert(_:)``, or every operation of a batch
/// at once (``write(_:)``), never part of one. Committed state is what fetches see at once;
/// ``save()`` makes it durable (a store kept in memory has nothing to do).
///
/// Observers hear of every commit **in commit order, before the commit returns**, synchronously
/// on a committing thread: a single change reaches a fetched-results controller in microseconds
/// (``changes()`` offers the same as an `AsyncStream`). No lock is held while an observer runs,
/// so it may read and write the store; its write is heard right after it returns. It must not
/// block waiting for another thread's commit, which waits for it.
///
/// Why a class with locks rather than an actor: an actor would make every fetch and every
/// notification an `await` and a hop between executors; a `Locked` keeps commits in exact order.
///
/// ```swift
/// let store = InMemoryStore<Word>()
/// let subscription = store.observe { change in print(change) }  // "1 inserted"
/// try store.upsert(Word(id: 1, text: "apple"))
/// try store.write { batch in
///   batch.delete(id: 1)
///   batch.upsert(Word(id: 2, text: "pear"))
/// }
/// let words = try store.fetch(FetchDescriptor(sortBy: [SortDescriptor(\.foldedText)]))
/// try await store.save()
/// ```
public protocol Store<Entity>: AnyObject, Sendable {
  /// What the store holds.
  associatedtype Entity: StoreEntity

  /// Applies every operation of `batch`, in order, as one commit, tells observers once, and
  /// returns what changed (when nothing did, observers are not called).
  @discardableResult
  func commit(_ batch: StoreBatch<Entity>) throws -> StoreChange<Entity>

  /// The entity with `id`, or nil.
  func fetch(id: Entity.ID) throws -> Entity?

  /// The entities `descriptor` selects, in its order, at most its limit.
  func fetch(_ descriptor: FetchDescriptor<Entity>) throws -> [Entity]

  /// How many entities `descriptor` would fetch.
  func count(_ descriptor: FetchDescriptor<Entity>) throws -> Int

  /// Makes everything committed so far durable; a later start of the app finds it.
  func save() async throws

  /// Saves what is left and lets go of the store's files, as the app ends normally: a store
  /// whose file has companions while open (SQLite's log) leaves the one file. By default, a
  /// save. Nothing is committed or saved after.
  func close() async throws

  /// Calls `observer` with every later non-empty commit, until the subscription ends.
  func observe(_ observer: @escaping @Sendable (StoreChange<Entity>) -> Void) -> StoreSubscription
}

extension Store {
  /// A save: a store whose files need no closing has nothing more to do.
  @inlinable public func close() async throws { try await save() }

  /// Inserts `entity`, or replaces the one with its id, as one commit.
  @discardableResult
  @inlinable public func upsert(_ entity: Entity) throws -> StoreChange<Entity> {
    try write { $0.upsert(entity) }
  }

  /// Inserts or replaces every entity of `entities`, as one commit.
  @discardableResult
  @inlinable public func upsert(
    contentsOf entities: some Sequence<Entity>
  ) throws -> StoreChange<Entity> {
    try write { $0.upsert(contentsOf: entities) }
  }

  /// Removes the entity with `id`, as one commit; a missing id changes nothing.
  @discardableResult
  @inlinable public func delete(id: Entity.ID) throws -> StoreChange<Entity> {
    try write { $0.delete(id: id) }
  }

  /// Collects writes in `body` and commits them as one: if `body` throws, nothing is written.
  @discardableResult
  @inlinable public func write(
    _ body: (inout StoreBatch<Entity>) throws -> Void
  ) throws -> StoreChange<Entity> {
    var batch = StoreBatch<Entity>()
    try body(&batch)
    return try commit(batch)
  }

  /// Every entity, in id order.
  @inlinable public func fetchAll() throws -> [Entity] {
    try fetch(FetchDescriptor())
  }

  /// Every later commit, as an asynchronous sequence that ends when the consumer stops; each
  /// arrives after a hop to the awaiting task, so prefer ``observe(_:)`` where that is too late.
  @inlinable public func changes() -> AsyncStream<StoreChange<Entity>> {
    let (stream, continuation) = AsyncStream.makeStream(of: StoreChange<Entity>.self)
    let subscription = observe { change in continuation.yield(change) }
    continuation.onTermination = { _ in subscription.cancel() }
    return stream
  }
}
