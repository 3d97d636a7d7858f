import Essentials
import Foundation
import Models

/// A media library held in memory, whose exports move one chunk per step of a ``TestClock``.
///
/// An export reports 0 at once, then sleeps `stepDelay` on the clock before each chunk, so a test
/// decides exactly how far it gets (`waitForSleepers`, then `advance`). It can be scripted to fail
/// part of the way, and records exports that were cancelled.
///
/// ```swift
/// let library = FakeMediaLibrary(assets: [.sample(id: "cat.mov", size: 4_000)], clock: clock)
/// library.failExports(after: 2_000, with: FakeFailure("disk full"))
/// ```
public final class FakeMediaLibrary: MediaLibrary, Sendable {
  private struct State {
    var failure: (bytes: Int64, error: FakeFailure)?
    var exports: [String] = []
    var cancelled: [String] = []
  }

  private let all: [MediaAsset]
  private let clock: TestClock
  private let chunkSize: Int64
  private let stepDelay: Duration
  private let state = Locked(State())

  /// Creates a library of `assets`; exports copy `chunkSize` bytes per `stepDelay` of `clock`.
  public init(
    assets: [MediaAsset], clock: TestClock, chunkSize: Int64 = 1_000,
    stepDelay: Duration = .seconds(1)
  ) {
    self.all = assets
    self.clock = clock
    self.chunkSize = max(1, chunkSize)
    self.stepDelay = stepDelay
  }

  /// Makes every later export throw `error` once `bytes` have been copied.
  public func failExports(after bytes: Int64, with error: FakeFailure) {
    state.withLock { $0.failure = (bytes, error) }
  }

  /// Lets later exports finish again.
  public func stopFailing() {
    state.withLock { $0.failure = nil }
  }

  /// The identifiers of the assets exported so far, in order, one per export started.
  public var exports: [String] { state.withLock { $0.exports } }

  /// The identifiers of exports whose consumer cancelled them before they finished.
  public var cancelledExports: [String] { state.withLock { $0.cancelled } }

  /// The assets given at creation.
  public func assets() async throws -> [MediaAsset] { all }

  /// The file an export of `asset` produces: under `/exports`, as a movie of the asset's length.
  public static func exportedFile(of asset: MediaAsset) -> VideoFile {
    VideoFile(
      url: URL(fileURLWithPath: "/exports/\(asset.id)"), size: asset.size,
      preview: .movie(duration: asset.duration))
  }

  /// Reports progress chunk by chunk on the clock, then the exported file.
  public func export(_ asset: MediaAsset) -> AsyncThrowingStream<ExportEvent, any Error> {
    let failure = state.withLock { state in
      state.exports.append(asset.id)
      return state.failure
    }
    let (events, continuation) = AsyncThrowingStream.makeStream(of: ExportEvent.self)
    let task = Task { [clock, chunkSize, stepDelay] in
      var copied: Int64 = 0
      continuation.yield(.progress(TransferProgress(completed: 0, total: asset.size)))
      do {
        while copied < asset.size {
          try await clock.sleep(for: stepDelay)
          copied = min(asset.size, copied + chunkSize)
          if let failure, copied >= failure.bytes { throw failure.error }
          continuation.yield(.progress(TransferProgress(completed: copied, total: asset.size)))
        }
        continuation.yield(.finished(Self.exportedFile(of: asset)))
        continuation.finish()
      } catch {
        if error is CancellationError { state.withLock { $0.cancelled.append(asset.id) } }
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return events
  }
}

extension MediaAsset {
  /// An asset for tests: named after its identifier, 12 seconds long unless told otherwise.
  public static func sample(
    id: String = "harbour.mp4", size: Int64 = 4_000, duration: Duration = .seconds(12)
  ) -> MediaAsset {
    MediaAsset(
      id: id, name: String(id.prefix { $0 != "." }), duration: duration, size: size)
  }
}
