import DataEngine
import Models
import Observation

/// The one truth of the records a set of screens writes to a server, for any record: the rows
/// (each an `Optimistic` record, see ``OptimisticRow``), and the writes on their way.
///
/// Every write shows at once, marks its row as saving and goes to the server; the answer replaces
/// what was shown, and a failure puts back **the last value the server confirmed** and is kept in
/// ``unsaved``, saying which change was not saved, and why. Writes to one record go out one at a
/// time, in order, so a later one never loses to an earlier one on the wire; a refresh
/// (``merge(_:sentAt:)``) keeps the writes still pending on top of what it brings, and a record
/// the server already holds from an add whose answer is still on its way stays that add's row.
///
/// An add shows at once under a local row id below zero, and keeps that row id for the rest of
/// its life: once the server gives the record its id, intents reach the row by either, and
/// writes go to the server's.
///
/// Screens share one store: each reads it through fetched results of its own (its filter, its
/// order) and hears of every commit (``onCommit(for:_:)``), so a change made on one shows on every
/// other. A screen's view model says what to send; the store orders, shows and settles it.
///
/// ```swift
/// let store = OptimisticStore<TodoRow>(isSameAdd: { $0.title == $1.title })
/// store.merge(todos, sentAt: 0)
/// let (row, adding) = store.add(
///   { .create(Todo(id: $0, userID: 1, title: "Buy milk", completed: false)) },
///   whenUnconfirmed: reload
/// ) { try await service.add(draft) }
/// await adding.value   // row is still the row's id; store.serverID(of: row) is the server's
/// store.send(.delete, to: row, was: todo, whenUnconfirmed: reload) { id in
///   try await service.delete(id: id)
///   return nil
/// }
/// ```
@MainActor
@Observable
public final class OptimisticStore<Row: OptimisticRow>
where Row.Change.Value: Identifiable, Row.Change.Value.ID == Int {
  /// The change a write makes.
  public typealias Change = Row.Change
  /// The record a row holds.
  public typealias Value = Change.Value
  /// A write that was not saved.
  public typealias Failure = WriteFailure<Int, Change>

  /// How many writes wait for the server's answer, sent or queued behind an earlier write of the
  /// same record: shown already, and lost if the app ends before they are sent.
  public internal(set) var changesSaving = 0
  /// The writes not saved, oldest first, until ``dismissUnsaved(_:)`` forgets those shown.
  public internal(set) var unsaved: [Failure] = []
  /// Each add's row id, to the id the server gave it, for every add saved so far.
  public internal(set) var savedIDs: [Int: Int] = [:]

  /// The rows; screens fetch from it.
  @ObservationIgnored public let records = InMemoryStore<Row>()
  @ObservationIgnored let writes = WriteQueue<Int>()
  /// Numbers every write, so its answer finds it.
  @ObservationIgnored var writeCount = 0
  /// Counts the writes' answers, so a refresh can tell older news from newer.
  @ObservationIgnored public internal(set) var answerCount = 0
  /// Counts adds, for their local ids (-1, -2, ...) and their places at the end.
  @ObservationIgnored var addCount = 0
  /// The write of each row on the wire now, if any: the only one a removal cannot take back.
  @ObservationIgnored var onWire: [Int: Int] = [:]
  /// The row id of each saved add, by the id the server gave it.
  @ObservationIgnored var rowIDs: [Int: Int] = [:]
  @ObservationIgnored private var listeners: [(owner: Weak, call: @MainActor () -> Void)] = []
  @ObservationIgnored let isSameAdd: (Value, Value) -> Bool

  /// An empty store; `isSameAdd(draft, fresh)` says whether a record a refresh brings is the
  /// one an add still waiting for its answer sent, so it does not show twice.
  public init(isSameAdd: @escaping (Value, Value) -> Bool) {
    self.isSameAdd = isSameAdd
  }

  /// Calls `listener` after every commit to the rows, whoever made it, for as long as `owner`
  /// lives: a screen takes its fetched results' changes there. A store outlives the screens
  /// over it, so a screen gone is forgotten, not called.
  public func onCommit(for owner: AnyObject, _ listener: @escaping @MainActor () -> Void) {
    listeners.append((Weak(owner), listener))
  }

  /// A listener's owner, held weakly.
  struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  // MARK: Identity

  /// The row id of the record with id `id`: a saved add's local row id, or `id` itself.
  public func rowID(_ id: Int) -> Int { rowIDs[id] ?? id }

  /// The server's id of row `rowID`; nil while it is an add not yet saved.
  public func serverID(of rowID: Int) -> Int? { rowID > 0 ? rowID : savedIDs[rowID] }

  /// The row of `id` (a row id, or a server id), shown or hidden.
  public func row(_ id: Int) -> Row? { records.fetch(id: rowID(id)) }

  // MARK: Rows

  /// Commits the writes `body` collects as one, and tells every listener.
  func commit(_ body: (inout StoreBatch<Row>) -> Void) {
    var batch = StoreBatch<Row>()
    body(&batch)
    records.commit(batch)
    listeners.removeAll { $0.owner.object == nil }
    for listener in listeners { listener.call() }
  }

  /// Edits the record of row `rowID` and writes the row back; nothing when there is no such row.
  func update(_ rowID: Int, _ edit: (inout Optimistic<Change>) -> Void) {
    guard let row = records.fetch(id: rowID) else { return }
    var record = row.record
    edit(&record)
    commit { $0.upsert(Row(id: rowID, record: record, position: row.position)) }
  }

  /// Keeps what a fresh read of the server says, under the writes still pending; a read sent
  /// (at answer count `sentAt`) before a write's answer arrived leaves that record as the answer
  /// left it. A record gone from the server goes, unless a write of it is pending. A record the
  /// server already has from an add whose answer is still on its way stays that add's row until
  /// the answer comes, rather than showing twice.
  public func merge(_ values: [Value], sentAt: Int) {
    let fresh = Dictionary(values.map { ($0.id, $0) }) { first, _ in first }
    let known = (try? records.fetchAll()) ?? []
    commit { batch in
      var knownIDs = Set<Int>()
      var awaited: [Value] = []
      for row in known {
        guard let id = serverID(of: row.id) else {
          awaited += row.record.pending.compactMap(\.change.created).prefix(1)
          continue
        }
        knownIDs.insert(id)
        var record = row.record
        guard record.refresh(fresh[id], sentAt: sentAt) else { continue }
        if record.shown == nil && !record.isSaving {
          batch.delete(id: row.id)
        } else if record != row.record {
          batch.upsert(Row(id: row.id, record: record, position: row.position))
        }
      }
      for value in values where !knownIDs.contains(value.id) && fresh[value.id] == value {
        if let add = awaited.firstIndex(where: { isSameAdd($0, value) }) {
          awaited.remove(at: add)
          continue
        }
        let record = Optimistic<Change>(confirmed: value, answer: sentAt)
        batch.upsert(Row(id: value.id, record: record, position: value.id))
      }
    }
  }

  /// Forgets the writes not saved that the screen has told the person of, `shown`; one that
  /// failed since it was drawn stays, to be shown next.
  public func dismissUnsaved(_ shown: [Failure]) {
    var left = unsaved
    for failure in shown {
      if let index = left.firstIndex(of: failure) { left.remove(at: index) }
    }
    if left != unsaved { unsaved = left }
  }
}
