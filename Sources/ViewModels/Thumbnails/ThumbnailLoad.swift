import Models
import Observation

/// Loads one thumbnail for a screen and publishes its ``ThumbnailState``; cancellable.
///
/// A screen owns one and drives it from its life cycle: ``load(_:)`` when it appears,
/// ``cancel()`` when it goes away. Cancelling withdraws only this screen's interest: a
/// `ThumbnailService` keeps loading a picture that someone else still waits for.
///
/// ```swift
/// let thumbnail = ThumbnailLoad(service: thumbnails)
/// Task { await thumbnail.load(photo) }   // .loading, then .loaded(image) or .failed(why)
/// thumbnail.cancel()                      // back to .none; a late answer is dropped
/// ```
@MainActor
@Observable
public final class ThumbnailLoad {
  /// Where the thumbnail is now.
  public private(set) var state = ThumbnailState.none

  @ObservationIgnored private let service: any ThumbnailService
  @ObservationIgnored private var task: Task<PixelImage, any Error>?

  /// Creates a load that asks `service`; nothing happens until ``load(_:)``.
  public init(service: any ThumbnailService) {
    self.service = service
  }

  /// Loads `photo`'s thumbnail, replacing any load under way, and returns once it has settled
  /// or been cancelled.
  public func load(_ photo: Photo) async {
    task?.cancel()
    state = .loading
    let service = service
    let task = Task { try await service.thumbnail(for: photo) }
    self.task = task
    let result = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    // Superseded or cancelled meanwhile: whoever did that has already set the state.
    guard self.task == task else { return }
    self.task = nil
    switch result {
    case .success(let image): state = .loaded(image)
    case .failure(is CancellationError): state = .none
    case .failure(let error): state = .failed(LoadFailure(error))
    }
  }

  /// Stops the load under way, if any, and forgets the thumbnail.
  public func cancel() {
    task?.cancel()
    task = nil
    state = .none
  }
}
