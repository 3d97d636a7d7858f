import Models
import TestSupport
import Testing
import ViewModels

/// The list tells a prefetcher which photos the next page holds.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PhotoListNextPageTests {
  private let service = FakePhotoService()

  private func loadedList(photos count: Int, pageSize: Int) async -> PhotoListViewModel {
    service.enqueue(.photos(Photo.samples(count: count)))
    let list = PhotoListViewModel(service: service, pageSize: pageSize)
    await list.load()
    return list
  }

  @Test func theNextPagesPhotosFollowTheVisibleOnes() async throws {
    let list = await loadedList(photos: 10, pageSize: 4)

    #expect(list.nextPagePhotos.map(\.id) == [5, 6, 7, 8])
    try list.nextPage()
    #expect(list.nextPagePhotos.map(\.id) == [9, 10])
  }

  @Test func theLastPageHasNoNextPage() async throws {
    let list = await loadedList(photos: 6, pageSize: 4)
    try list.nextPage()

    #expect(list.nextPagePhotos.isEmpty)
  }

  @Test func beforeLoadingThereIsNoNextPage() {
    #expect(PhotoListViewModel(service: service).nextPagePhotos.isEmpty)
  }
}
