import Essentials

/// The records of one resource a fixture server holds: the dataset's at start, then whatever
/// writes made of them, for as long as the server runs. Every connection thread shares it, so
/// all of it is behind one lock.
public final class RecordStore<Record: FixtureRecord>: Sendable {
  private struct State {
    /// In id order: an added record takes the next id, so appending keeps the order.
    var records: [Record]
    var nextID: Int
    /// The record each `Idempotency-Key` created, so a repeated add creates nothing more.
    var created: [String: Int] = [:]
  }

  private let state: Locked<State>

  /// A store holding `records` (in id order).
  init(_ records: [Record]) {
    state = Locked(State(records: records, nextID: (records.map(\.id).max() ?? 0) + 1))
  }

  /// Every record, in id order.
  func records() -> [Record] {
    state.withLock { state in state.records }
  }

  /// Every record `isIncluded` picks, in id order.
  func records(where isIncluded: (Record) -> Bool) -> [Record] {
    state.withLock { state in state.records.filter(isIncluded) }
  }

  /// The record with id `id`, if there is one.
  func record(id: Int) -> Record? {
    state.withLock { state in state.records.first { $0.id == id } }
  }

  /// Adds the record `make` builds from its new id and returns it; with a `key` seen before,
  /// returns the record that key created instead (and `isNew` false), creating nothing.
  func add(
    key: String?, _ make: (Int) throws(HTTPError) -> Record
  ) throws(HTTPError) -> (record: Record, isNew: Bool) {
    try state.withLock { state throws(HTTPError) in
      if let key, let id = state.created[key],
        let earlier = state.records.first(where: { $0.id == id })
      {
        return (earlier, false)
      }
      let record = try make(state.nextID)
      state.nextID += 1
      state.records.append(record)
      if let key { state.created[key] = record.id }
      return (record, true)
    }
  }

  /// Applies `change` to the record with id `id` and returns it; nil when there is none.
  func update(id: Int, _ change: (inout Record) -> Void) -> Record? {
    state.withLock { state in
      guard let index = state.records.firstIndex(where: { $0.id == id }) else { return nil }
      change(&state.records[index])
      return state.records[index]
    }
  }

  /// Removes the record with id `id`; false when there was none.
  @discardableResult
  func delete(id: Int) -> Bool {
    state.withLock { state in
      guard let index = state.records.firstIndex(where: { $0.id == id }) else { return false }
      state.records.remove(at: index)
      return true
    }
  }
}
