import Models
import Observation

/// Loads one thumbnail for a screen and publishes its ``ThumbnailState``: ``load(_:)`` when the
/// screen appears, ``cancel()`` when it goes away (withdrawing only this screen's interest).
/// The newest load wins (`LatestTask`).
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
  @ObservationIgnored private let loading = LatestTask()
  /// The picture asked for last; nil when none is (never asked, or cancelled).
  @ObservationIgnored private var asked: Photo?

  /// Creates a load that asks `service`; nothing happens until ``load(_:)``.
  public init(service: any ThumbnailService) { self.service = service }

  /// Loads `photo`'s thumbnail, replacing any load under way, and returns once it has settled
  /// or been cancelled.
  public func load(_ photo: Photo) async {
    asked = photo
    state = .loading
    let service = service
    await loading.run { isCurrent in
      let result = await Result { try await service.thumbnail(for: photo) }
      // Superseded or stopped meanwhile: whoever did that has already set the state.
      guard isCurrent() else { return }
      self.state = ThumbnailState(result)
    }
  }

  /// Loads `photo`'s thumbnail if the one asked for is another picture (a newer copy of the
  /// photo changed it); nothing when none was asked for, as before the screen appears.
  public func follow(_ photo: Photo) async {
    guard let asked, asked.thumbnailURL != photo.thumbnailURL else { return }
    await load(photo)
  }

  /// Stops the load under way, if any, and forgets the thumbnail.
  public func cancel() {
    loading.stop()
    asked = nil
    state = .none
  }
}

extension ThumbnailState {
  /// The state a finished load leaves: the picture, nothing when the load was cancelled (the
  /// screen went away), or the failure.
  fileprivate init(_ result: Result<PixelImage, any Error>) {
    switch result {
    case .success(let image): self = .loaded(image)
    case .failure(is CancellationError): self = .none
    case .failure(let error): self = .failed(LoadFailure(error))
    }
  }
}

/// Where a screen's thumbnail is: not asked for, on its way, here, or not coming.
public enum ThumbnailState: Hashable, Sendable {
  /// Nothing asked for: the screen has not appeared, has left, or has no thumbnail service.
  case none
  /// The thumbnail is on its way; a view shows a placeholder.
  case loading
  /// The thumbnail, ready to draw.
  case loaded(PixelImage)
  /// The thumbnail could not be loaded, and why.
  case failed(LoadFailure)
}
