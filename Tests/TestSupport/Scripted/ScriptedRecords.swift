import Essentials

/// The calls a fake service of records answers, which key its script: the four every writing
/// screen makes.
public enum RecordCall: Hashable, Sendable {
  /// A read of the list.
  case list
  /// An add.
  case add
  /// A change to one record.
  case update
  /// A removal of one record.
  case delete
}

/// A small server of any record in memory, for fakes of a writing screen's service: reads
/// return what it holds, writes change it (a held write reaches it when released) and answer as
/// a real one does (an add with a key seen before creates nothing). Its ``script`` records every
/// call and makes any of them fail or wait, on demand. A fake service is a thin layer that
/// forwards to it, naming each call.
///
/// ```swift
/// let comments = ScriptedRecords<Comment>([first])
/// func add(_ draft: CommentDraft) async throws -> Comment {
///   try await comments.add(key: draft.key, "add(\(draft.text))") { Comment(id: $0, text: draft.text) }
/// }
/// ```
public final class ScriptedRecords<Value: Identifiable & Sendable>: Sendable
where Value.ID == Int {
  private struct Server {
    var records: [Value]
    var nextID: Int
    var keys: [String: Int] = [:]
  }

  /// What happens to each call, and the record of them.
  public let script = CallScript<RecordCall>()
  private let server: Locked<Server>
  /// What a record is called in a failure's words ("No todo with id 7").
  private let noun: String

  /// A server holding `records` (in id order), each called `noun`; an add takes the id after
  /// the largest.
  public init(_ records: [Value] = [], noun: String = "record") {
    self.noun = noun
    server = Locked(Server(records: records, nextID: (records.map(\.id).max() ?? 0) + 1))
  }

  /// What the server holds now.
  public var records: [Value] { server.withLock { $0.records } }

  /// Answers with the records `isIncluded` picks, as held when the call arrived: a held read is
  /// an answer slow to come back, which writes answered meanwhile have overtaken.
  public func list(
    _ description: String, where isIncluded: (Value) -> Bool = { _ in true }
  ) async throws -> [Value] {
    let answer = server.withLock { $0.records.filter(isIncluded) }
    try await script.enter(.list, description)
    return answer
  }

  /// Creates the record `make` builds from its new id, once per `key`.
  public func add(
    key: String, _ description: String, _ make: (Int) -> Value
  ) async throws -> Value {
    try await script.enter(.add, description)
    let record = server.withLock { server in
      if let id = server.keys[key], let record = server.records.first(where: { $0.id == id }) {
        return record
      }
      let record = make(server.nextID)
      server.nextID += 1
      server.records.append(record)
      server.keys[key] = record.id
      return record
    }
    try await script.leave(.add)
    return record
  }

  /// Changes the record with id `id` by `change`; one the server does not hold is a failure.
  public func update(
    id: Int, _ description: String, _ change: (Value) -> Value
  ) async throws -> Value {
    try await script.enter(.update, description)
    let updated = server.withLock { server -> Value? in
      guard let index = server.records.firstIndex(where: { $0.id == id }) else { return nil }
      server.records[index] = change(server.records[index])
      return server.records[index]
    }
    guard let updated else { throw FakeFailure("No \(noun) with id \(id)") }
    return updated
  }

  /// Removes the record; one already gone is done too.
  public func delete(id: Int, _ description: String) async throws {
    try await script.enter(.delete, description)
    server.withLock { $0.records.removeAll { $0.id == id } }
  }

  /// Changes what the server holds, as another client would.
  public func change(_ edit: (inout [Value]) -> Void) {
    server.withLock { edit(&$0.records) }
  }
}
