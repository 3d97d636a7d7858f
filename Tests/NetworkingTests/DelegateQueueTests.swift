import Foundation
import Models
import TestSupport
import Testing

@testable import Networking

/// The session's delegate queue applies back-pressure on Linux: what waits in it is bounded,
/// so a fast server cannot pile a body up in memory behind a slow delegate.
@Suite(.timeLimit(.minutes(1)))
struct DelegateQueueTests {
  #if canImport(FoundationNetworking)
    @Test func aFullQueueMakesTheProducerWaitAndAReleasedOneLetsItGoOn() async throws {
      // Given a delegate queue that runs nothing yet, and a producer adding 100 callbacks
      let queue = DelegateQueue()
      queue.isSuspended = true
      let added = Locked(0)
      let ran = Locked(0)
      let producer = Thread {
        for _ in 0..<100 {
          queue.addOperation { ran.withLock { $0 += 1 } }
          added.withLock { $0 += 1 }
        }
      }
      producer.start()

      // Then the producer stops at the queue's capacity, and stays there
      try await waitUntil { added.withLock { $0 } == DelegateQueue.capacity }
      for _ in 0..<100 { await Task.yield() }
      #expect(added.withLock { $0 } == DelegateQueue.capacity)

      // And when the queue runs, every callback is added and runs, in turn
      queue.isSuspended = false
      try await waitUntil { ran.withLock { $0 } == 100 }
      #expect(added.withLock { $0 } == 100)
    }

    @Test func whileARefusalWindsDownNothingWaits() async throws {
      // Given a delegate queue that runs nothing yet, with a refused task being cancelled
      let queue = DelegateQueue()
      queue.isSuspended = true
      queue.refusalStarted()
      let added = Locked(0)
      let producer = Thread {
        for _ in 0..<100 {
          queue.addOperation {}
          added.withLock { $0 += 1 }
        }
      }
      producer.start()

      // Then the producer is never held back, so the refused task's cancel can get through
      try await waitUntil { added.withLock { $0 } == 100 }
      queue.refusalEnded()
      queue.isSuspended = false
    }
  #endif
}
