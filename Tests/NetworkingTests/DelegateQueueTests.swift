import Foundation
import Models
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// The session's delegate queue applies back-pressure on Linux: what waits in it is bounded,
/// so a fast server cannot pile a body up in memory behind a slow delegate.
@Suite(.timeLimit(.minutes(10)))
struct DelegateQueueTests {
  #if canImport(FoundationNetworking)
    @Test func aFullQueueMakesTheProducerWaitAndAReleasedOneLetsItGoOn() async throws {
      // Given a delegate queue that runs nothing yet, and a producer adding 100 callbacks
      let queue = DelegateQueue()
      queue.isSuspended = true
      let added = Observed(0)
      let ran = Observed(0)
      let producer = Thread {
        for _ in 0..<100 {
          queue.addOperation { ran.update { $0 += 1 } }
          added.update { $0 += 1 }
        }
      }
      producer.start()

      // Then the producer stops at the queue's capacity, and stays there
      await waitUntil { added.value == DelegateQueue.capacity }
      for _ in 0..<100 { await Task.yield() }
      #expect(added.value == DelegateQueue.capacity)

      // And when the queue runs, every callback is added and runs, in turn
      queue.isSuspended = false
      await waitUntil { ran.value == 100 }
      #expect(added.value == 100)
    }

    @Test func whileARefusalWindsDownNothingWaits() async throws {
      // Given a delegate queue that runs nothing yet, with a refused task being cancelled
      let queue = DelegateQueue()
      queue.isSuspended = true
      queue.refusalStarted()
      let added = Observed(0)
      let producer = Thread {
        for _ in 0..<100 {
          queue.addOperation {}
          added.update { $0 += 1 }
        }
      }
      producer.start()

      // Then the producer is never held back, so the refused task's cancel can get through
      await waitUntil { added.value == 100 }
      queue.refusalEnded()
      queue.isSuspended = false
    }
  #endif
}
