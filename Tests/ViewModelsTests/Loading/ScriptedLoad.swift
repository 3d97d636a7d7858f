import Synchronization
import TestSupport
import ViewModels

/// What a ``ScreenLoad`` under test is answered: each request takes the next step of the script,
/// waiting its pause on the test clock first, and the offsets asked for are recorded.
final class ScriptedLoad<Value: Sendable>: Sendable {
  enum Step: Sendable {
    case value(Value, after: Duration = .zero)
    case failure(String, after: Duration = .zero)
  }

  private let clock: TestClock
  private let steps: Mutex<[Step]>
  private let offsets = Mutex<[Int]>([])

  init(clock: TestClock, _ steps: [Step] = []) {
    self.clock = clock
    self.steps = Mutex(steps)
  }

  /// The offsets asked for so far, in order.
  var asked: [Int] { offsets.withLock { $0 } }

  /// Adds steps to the end of the script.
  func then(_ more: Step...) { steps.withLock { $0 += more } }

  /// Answers the request for `offset` with the script's next step.
  func answer(from offset: Int) async throws -> Value {
    offsets.withLock { $0.append(offset) }
    let step = steps.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    switch step {
    case .value(let value, let pause):
      if pause > .zero { try await clock.sleep(for: pause) }
      return value
    case .failure(let reason, let pause):
      if pause > .zero { try await clock.sleep(for: pause) }
      throw FakeFailure(reason)
    case nil: throw FakeFailure("the script ran out")
    }
  }
}

/// A cursor over batches of at most `size` numbers: a shorter batch is the last; the load
/// stops, unfinished, once `mostRows` numbers have arrived.
struct CountingCursor: LoadCursor {
  let size: Int
  let mostRows: Int
  private(set) var nextOffset = 0
  private(set) var batchesTaken = 0
  private var isComplete = false

  init(size: Int, mostRows: Int = .max) {
    self.size = size
    self.mostRows = mostRows
  }

  var isOver: Bool { isComplete || nextOffset >= mostRows }

  var progress: LoadProgress? {
    guard !isComplete else { return nil }
    return LoadProgress(
      received: nextOffset, expected: nil, stop: nextOffset >= mostRows ? .rowLimit(mostRows) : nil)
  }

  mutating func take(_ batch: [Int]) {
    batchesTaken += 1
    nextOffset += batch.count
    isComplete = batch.count < size
  }
}
