import Essentials
import FixtureBackend
import Foundation
import Models
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Creating a task while the delegate queue is full never waits in a circle (Linux).
///
/// The circle that once hung a full test run: creating a task waits for the session's work
/// queue; the work queue waits for room in the delegate queue (its back-pressure); the
/// callback at the front of the delegate queue waits for the loader's handlers, which the
/// creator held. Here each link is made to happen in order, by events rather than timing: a
/// callback that holds the delegate queue until a second task is being created (a session
/// that says when), a body large enough to fill the queue behind it, and the queue's report
/// that the work queue waits for room.
@Suite(.timeLimit(.minutes(10)))
struct DataLoaderDeadlockTests {
  #if canImport(FoundationNetworking)
    /// A session that tells `creating` each time a data task is about to be created, which is
    /// when creation waits for the session's work queue.
    // @unchecked, and unavoidable: a subclass of URLSession must restate the conformance its
    // superclass declares unchecked; what this adds is one immutable Sendable closure.
    final class AnnouncingSession: URLSession, @unchecked Sendable {  // why: see above
      let creating: @Sendable () -> Void

      init(delegate: DataLoader, queue: DelegateQueue, creating: @escaping @Sendable () -> Void) {
        self.creating = creating
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        super.init(configuration: configuration, delegate: delegate, delegateQueue: queue)
      }

      override func dataTask(with request: URLRequest) -> URLSessionDataTask {
        creating()
        return super.dataTask(with: request)
      }
    }

    /// Runs the jobs of the tasks that prefer it on a thread of its own. While the work queue
    /// waits for room, creating a task anywhere in the process can wait for it too, and if
    /// that held every thread of the shared pool, nothing could let the queue go on: so the
    /// steps taken meanwhile run here.
    final class ThreadExecutor: TaskExecutor, Sendable {
      private let jobs = Locked<[UnownedJob]>([])
      private let ready = DispatchSemaphore(value: 0)

      init() {
        Thread { [self] in
          while true {
            ready.wait()
            jobs.withLock { $0.removeFirst() }.runSynchronously(on: asUnownedTaskExecutor())
          }
        }.start()
      }

      func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        ready.signal()
      }
    }

    // Two minutes: the requests take well under a second; a circle fails here, not at the
    // suite's ten minutes.
    @Test(.timeLimit(.minutes(2)))
    func aTaskCreatedWhileTheDelegateQueueIsFullNeverWaitsInACircle() async throws {
      // Given a session whose delegate queue is held by a callback that, once let go, reads
      // the loader's handlers, as every delegate callback does; it is let go as a second task
      // is being created
      let server = try FixtureServer.start(
        faults: FaultPlan([FaultRule("/photos", .endlessBody(limit: 2 << 20))]))
      defer { server.stop() }
      let queue = DelegateQueue()
      let loader = DataLoader(queue: queue)
      let letGo = DispatchSemaphore(value: 0)
      let creations = Locked(0)
      let session = AnnouncingSession(delegate: loader, queue: queue) {
        let count = creations.withLock { count in
          count += 1
          return count
        }
        if count == 2 { letGo.signal() }
      }
      queue.addOperation {
        letGo.wait()
        _ = loader.pendingCount
      }

      // When a body (2 MiB, far more than the queue's 64 pieces) fills the queue behind it,
      // until the work queue waits for room, and then a second task is created
      let finished = Observed<[String]>([])
      Task {
        let body = try? await loader.data(
          for: URLRequest(url: server.baseURL.appending(path: "photos")), in: session)
        finished.update { $0.append("photos: \(body?.0.count ?? 0) bytes") }
      }
      let creator = ThreadExecutor()
      Task(executorPreference: ThreadExecutor()) {
        await queue.waiting.wait { $0 >= 1 }
        Task(executorPreference: creator) {
          let body = try? await loader.data(
            for: URLRequest(url: server.baseURL.appending(path: "albums/1")), in: session)
          finished.update { $0.append("album: \(body?.1.statusCode ?? 0)") }
        }
      }

      // Then both requests end: the callback took the handlers, the queue drained, the work
      // queue went on, and the second task was created
      await waitUntil { finished.value.count == 2 }
      // (After a circle its threads stay stuck, and invalidating would wait for them too.)
      try #require(finished.value.count == 2, "the requests waited in a circle")
      #expect(Set(finished.value) == ["photos: \((2 << 20) + 1) bytes", "album: 200"])
      loader.invalidate(session)
    }
  #endif
}
