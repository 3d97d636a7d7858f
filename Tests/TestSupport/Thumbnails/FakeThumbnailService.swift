import Essentials
import Models

/// A `ThumbnailService` whose thumbnails a test scripts, one per request, in order, and which
/// writes down every call, prefetches included.
///
/// Each answer can take time on a ``TestClock``, so a test sees the loading state, cancels
/// mid-way, or lets the answer arrive, without sleeping.
///
/// ```swift
/// let thumbnails = FakeThumbnailService(clock: clock)
/// thumbnails.enqueue(.image(.sample), after: .seconds(1))
/// ```
public final class FakeThumbnailService: ThumbnailService, Sendable {
  /// One scripted answer to `thumbnail(for:)`.
  public enum Answer: Sendable {
    /// Answer with this image.
    case image(PixelImage)
    /// Throw this error.
    case failure(FakeFailure)
  }

  private struct Scripted {
    let answer: Answer
    let delay: Duration
  }

  private struct Record {
    var script: [Scripted] = []
    var calls: [String] = []
    var cancelled: [Int] = []
  }

  private let clock: TestClock
  private let record = Locked(Record())

  /// Creates a service with an empty script; `clock` times delayed answers.
  public init(clock: TestClock = TestClock()) {
    self.clock = clock
  }

  /// Adds an answer for the next unanswered request, arriving `delay` after it on the clock.
  public func enqueue(_ answer: Answer, after delay: Duration = .zero) {
    record.withLock { $0.script.append(Scripted(answer: answer, delay: delay)) }
  }

  /// Every call so far, in order: `thumbnail(7)`, `prefetch([1, 2])`, `cancelPrefetch([3])`.
  public var calls: [String] { record.withLock { $0.calls } }

  /// The photo ids whose request was cancelled while its answer was on the way.
  public var cancelledRequests: [Int] { record.withLock { $0.cancelled } }

  /// Answers from the script; fails when the script is empty.
  public func thumbnail(for photo: Photo) async throws -> PixelImage {
    let scripted = record.withLock { record in
      record.calls.append("thumbnail(\(photo.id))")
      return record.script.isEmpty ? nil : record.script.removeFirst()
    }
    guard let scripted else { throw FakeFailure("no thumbnail scripted for photo \(photo.id)") }
    if scripted.delay > .zero {
      do {
        try await clock.sleep(for: scripted.delay)
      } catch {
        record.withLock { $0.cancelled.append(photo.id) }
        throw error
      }
    }
    switch scripted.answer {
    case .image(let image): return image
    case .failure(let failure): throw failure
    }
  }

  /// Writes the call down.
  public func prefetch(_ photos: [Photo]) async {
    record.withLock { $0.calls.append("prefetch(\(photos.map(\.id)))") }
  }

  /// Writes the call down.
  public func cancelPrefetch(_ photos: [Photo]) async {
    record.withLock { $0.calls.append("cancelPrefetch(\(photos.map(\.id)))") }
  }
}

extension PixelImage {
  /// A 2×2 test image: red, green, blue and white pixels.
  public static let sample = PixelImage(
    width: 2, height: 2, rgb: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])
}
