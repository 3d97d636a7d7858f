import FixtureBackend
import Foundation
import Models
import Testing

@testable import HTTPTransport
@testable import Networking

/// Prefetches withdrawn as soon as they start, over real sockets, hundreds of times: the way a
/// list paged quickly cancels loads at every stage, including the instant after a request began.
///
/// With a URL cache in the session, FoundationNetworking on Linux traps ("a task that is not in
/// the registry") when a task is cancelled that early; this run used to end the test process.
@Suite(.timeLimit(.minutes(10)))
struct ThumbnailCancellationLoopbackTests {
  /// How many pages are prefetched and withdrawn. Over real sockets the thread sanitizer makes
  /// each round about 30 times slower (400 rounds took 59 s alone, against 2 s), so its run
  /// (`Support/Scripts/thread-sanitizer.sh`) does a tenth of them, still at every head start.
  #if THREAD_SANITIZER
    static let rounds = 40
  #else
    static let rounds = 400
  #endif

  @Test func withdrawingPrefetchesAtEveryStageNeverTrapsAndLeavesNothingBehind() async throws {
    // Given the backend and a client on it
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try HTTPClient(
      baseURL: server.baseURL, options: .loopback(coalescesRequests: false))
    defer { client.shutdown() }
    let photos = try await PhotoAPIClient(client: client).photos(albumID: nil)

    for round in 0..<Self.rounds {
      // When a page of thumbnails is prefetched, then withdrawn after a varying head start
      let loader = ThumbnailLoader(client: client)
      let page = Array(photos[(round * 8) % 4_992..<(round * 8) % 4_992 + 8])
      await loader.prefetch(page)
      // Not a wait for anything: the yields only vary how far the requests get before the
      // cancel, since every stage is what this test is after.
      for _ in 0..<(round % 7) { await Task.yield() }
      await loader.cancelPrefetch(page)

      // Then every flight is gone at once, whatever stage its request had reached
      #expect(await loader.flightCount == 0)
    }
  }
}
