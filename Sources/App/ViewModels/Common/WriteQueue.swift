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
      self?.forget(number)
    }
    last[id] = (number, task)
    return task
  }

  /// The record `old` is now called `new` (an add the server gave its id): writes enqueued for
  /// `new` from now on wait for those enqueued for `old` too.
  func rename(_ old: ID, to new: ID) {
    guard let moved = last.removeValue(forKey: old) else { return }
    guard let waiting = last[new] else {
      last[new] = moved
      return
    }
    count += 1
    let number = count
    let both = Task { @MainActor [weak self] in
      await waiting.task.value
      await moved.task.value
      self?.forget(number)
    }
    last[new] = (number, both)
  }

  /// The write numbered `number` has settled: when it was the last of its record, the record
  /// has nothing to wait for.
  private func forget(_ number: Int) {
    if let id = last.first(where: { $0.value.number == number })?.key { last[id] = nil }
  }
}
