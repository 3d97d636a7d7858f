/// A load's requests and its cursor, whatever the cursor's type: what a ``ScreenLoad`` runs.
@MainActor
protocol LoadSteps<Value>: AnyObject {
  associatedtype Value: Sendable
  var batchesTaken: Int { get }
  var isOver: Bool { get }
  var progress: LoadProgress? { get }
  /// Starts a new cursor: the next run asks from the start.
  func restart()
  /// Asks for the batches from the cursor's next offset, handing each kept value (or the
  /// failure that ends the load) to `arrived`, while `latest` says the load is current.
  func run(
    on latest: RetryingLoad, refreshes: Bool, shown: @escaping @MainActor () -> Value?,
    countdown: @escaping @MainActor (RetryCountdown) -> Void,
    arrived: @escaping @MainActor (BatchOutcome<Value>) -> Void
  ) async
}

/// What became of one batch: the value it shows, or why the load ends.
enum BatchOutcome<Value> {
  case kept(Value)
  case failed(LoadFailure)
}

/// The steps of a load over a cursor of type `Cursor`.
@MainActor
final class CursorSteps<Cursor: LoadCursor, Value: Sendable>: LoadSteps {
  private var cursor: Cursor
  private let makeCursor: @MainActor () -> Cursor
  private let fetch: @Sendable (Int) async throws -> Cursor.Batch
  private let keep: @MainActor (BatchArrival<Cursor, Value>) async throws -> Value

  init(
    cursor: @escaping @MainActor () -> Cursor,
    fetch: @escaping @Sendable (Int) async throws -> Cursor.Batch,
    keep: @escaping @MainActor (BatchArrival<Cursor, Value>) async throws -> Value
  ) {
    self.cursor = cursor()
    makeCursor = cursor
    self.fetch = fetch
    self.keep = keep
  }

  var batchesTaken: Int { cursor.batchesTaken }
  var isOver: Bool { cursor.isOver }
  var progress: LoadProgress? { cursor.progress }

  func restart() { cursor = makeCursor() }

  func run(
    on latest: RetryingLoad, refreshes: Bool, shown: @escaping @MainActor () -> Value?,
    countdown: @escaping @MainActor (RetryCountdown) -> Void,
    arrived: @escaping @MainActor (BatchOutcome<Value>) -> Void
  ) async {
    await latest.run(batchesFrom: cursor.nextOffset, fetch) { [self] batch in
      cursor.take(batch)
      return cursor.isOver ? nil : cursor.nextOffset
    } countdown: { value in
      countdown(value)
    } apply: { [self] result in
      switch result {
      case .success(let batch):
        let arrival = BatchArrival(
          batch: batch, cursor: cursor, shown: shown(), refreshes: refreshes)
        do {
          arrived(.kept(try await keep(arrival)))
        } catch {
          // Stopped while keeping (a save cancelled): the stop settles the screen.
          guard !Task.isCancelled else { return }
          arrived(.failed(LoadFailure(error, step: .keeping)))
        }
      case .failure(let error): arrived(.failed(LoadFailure(error)))
      }
    }
  }
}
