/// Writes to one record, sent one at a time in the order they were made: a later write waits
/// for the answer to the one before, so it can never reach the server first and be overwritten
/// by an older one. Writes to different records go out side by side.
///
/// ```swift
/// let first = writes.enqueue(todo.id) { await send(done) }
/// let second = writes.enqueue(todo.id) { await send(notDone) }  // sent once first has settled
/// ```
@MainActor
final class WriteQueue<ID: Hashable> {
  /// The last write enqueued for each record, until it settles.
  private var last: [ID: (number: Int, task: Task<Void, Never>)] = [:]
  private var count = 0

  /// Runs `work` once every write enqueued before it for `id` has settled; the task settles
  /// when `work` has.
  func enqueue(_ id: ID, _ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    count += 1
    let number = count
    let before = last[id]?.task
    let task = Task { @MainActor [weak self] in
      await before?.value
      await work()
      if self?.last[id]?.number == number { self?.last[id] = nil }
    }
    last[id] = (number, task)
    return task
  }

  /// Whether a write of `id` is waiting or under way.
  func isBusy(_ id: ID) -> Bool { last[id] != nil }
}
