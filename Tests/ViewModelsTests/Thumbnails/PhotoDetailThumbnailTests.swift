import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// The detail screen's thumbnail: loaded when the screen appears, a placeholder meanwhile, the
/// failure said in words, and cancelled when the screen goes away.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PhotoDetailThumbnailTests {
  private let clock = TestClock()
  private let photo = Photo.sample(id: 7)
  private let thumbnails: FakeThumbnailService

  init() {
    thumbnails = FakeThumbnailService(clock: clock)
  }

  private func detail() -> PhotoDetailViewModel {
    PhotoDetailViewModel(photo: photo, service: FakePhotoService(), thumbnails: thumbnails)
  }

  @Test func nothingLoadsUntilTheScreenAppears() {
    let detail = detail()

    #expect(detail.thumbnail == .none)
    #expect(thumbnails.calls.isEmpty)
  }

  @Test func appearingShowsLoadingThenTheThumbnail() async {
    // Given a thumbnail that takes a second to arrive
    thumbnails.enqueue(.image(.sample), after: .seconds(1))
    let detail = detail()

    // When the screen appears, it is loading until the answer comes
    let appearing = Task { await detail.appear() }
    await clock.waitForSleepers(1)
    #expect(detail.thumbnail == .loading)
    clock.advance(by: .seconds(1))
    await appearing.value

    // Then the thumbnail is there, asked for once
    #expect(detail.thumbnail == .loaded(.sample))
    #expect(thumbnails.calls == ["thumbnail(7)"])
  }

  @Test func aFailedThumbnailSaysWhy() async {
    thumbnails.enqueue(.failure(FakeFailure("Server returned 404 Not Found")))
    let detail = detail()

    await detail.appear()

    #expect(detail.thumbnail == .failed(LoadFailure(message: "Server returned 404 Not Found")))
  }

  @Test func disappearingCancelsTheLoadAndForgetsIt() async {
    // Given a thumbnail on its way
    thumbnails.enqueue(.image(.sample), after: .seconds(1))
    let detail = detail()
    let appearing = Task { await detail.appear() }
    await clock.waitForSleepers(1)

    // When the screen goes away
    detail.disappear()
    await appearing.value

    // Then the request was cancelled and the state is back to nothing, for good
    #expect(thumbnails.cancelledRequests == [7])
    #expect(detail.thumbnail == .none)
  }

  @Test func aLateAnswerAfterLeavingIsDropped() async {
    // Given a load whose answer arrives right after the screen went away
    thumbnails.enqueue(.image(.sample), after: .seconds(1))
    let detail = detail()
    let appearing = Task { await detail.appear() }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    detail.disappear()
    await appearing.value

    #expect(detail.thumbnail == .none)
  }

  @Test func withoutAThumbnailServiceThereIsNoThumbnail() async {
    let detail = PhotoDetailViewModel(photo: photo, service: FakePhotoService())

    await detail.appear()

    #expect(detail.thumbnail == .none)
  }

  @Test func aReloadWithANewPictureLoadsTheNewThumbnail() async {
    // Given a detail on screen with its thumbnail
    let service = FakePhotoService()
    let detail = PhotoDetailViewModel(photo: photo, service: service, thumbnails: thumbnails)
    thumbnails.enqueue(.image(.sample))
    await detail.appear()

    // When a reload brings the photo with another thumbnail URL
    let moved = Photo(
      id: photo.id, albumID: photo.albumID, title: photo.title, url: photo.url,
      thumbnailURL: URL(string: "https://images.slim.example/150/new")!)
    let newPicture = PixelImage(width: 1, height: 1, rgb: [9, 9, 9])
    service.enqueue(.photo(moved))
    thumbnails.enqueue(.image(newPicture))
    await detail.reload()

    // Then the new picture is shown, asked for again
    #expect(detail.thumbnail == .loaded(newPicture))
    #expect(thumbnails.calls == ["thumbnail(7)", "thumbnail(7)"])
  }

  @Test func aReloadWithTheSamePictureDoesNotAskAgain() async {
    let service = FakePhotoService()
    let detail = PhotoDetailViewModel(photo: photo, service: service, thumbnails: thumbnails)
    thumbnails.enqueue(.image(.sample))
    await detail.appear()

    service.enqueue(.photo(photo))
    await detail.reload()

    #expect(detail.thumbnail == .loaded(.sample))
    #expect(thumbnails.calls == ["thumbnail(7)"])
  }
}
