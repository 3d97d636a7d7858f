import Models
import Observation
import ViewModels

/// The featured-photo screen's logic: loads one photo, loads it again on request, and retries
/// after a failure.
///
/// This is the exercise's starting point, written the way such screens often start: three
/// stored values (a flag and two optionals) and a ``state`` pieced together from them. Eight
/// combinations, six meaningful, and the intents must keep all three in step by hand. They do
/// not: find out where with `bash Exercises/check 2`, then replace the three with one private
/// enum.
///
/// ```swift
/// let screen = FeaturedPhotoViewModel(photoID: 7, service: service)
/// await screen.load()
/// screen.state  // .loaded(photo), or .failed(why)
/// ```
@MainActor
@Observable
public final class FeaturedPhotoViewModel {
  /// What the screen shows now.
  public var state: State {
    if let failure {
      if let photo { return .refreshFailed(photo, failure) }
      return .failed(failure)
    }
    if isLoading {
      if let photo { return .refreshing(photo) }
      return .loading
    }
    if let photo { return .loaded(photo) }
    return .idle
  }

  private var isLoading = false
  private var photo: Photo?
  private var failure: LoadFailure?

  @ObservationIgnored private let photoID: Int
  @ObservationIgnored private let service: any PhotoService

  /// Creates the screen for the photo with id `photoID`; nothing loads until ``load()``.
  public init(photoID: Int, service: any PhotoService) {
    self.photoID = photoID
    self.service = service
  }

  /// Loads the photo, keeping the one on screen (if any) while it waits and if it fails.
  public func load() async {
    isLoading = true
    do {
      photo = try await service.photo(id: photoID)
    } catch {
      failure = LoadFailure(error)
    }
    isLoading = false
  }

  /// Loads again after a failure; refused when nothing failed.
  public func retry() async throws(IntentError) {
    guard failure != nil else { throw .nothingToRetry }
    await load()
  }
}
