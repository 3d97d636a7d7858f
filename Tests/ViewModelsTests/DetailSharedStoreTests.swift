import DataEngine
import Models
import Observation
import TestSupport
import Testing
import ViewModels

/// One truth between the photo lists and the detail: the detail reads the row of its photo
/// from the store the lists read, and its reload writes that store.
@MainActor
@Suite("The detail over the lists' store", .timeLimit(.minutes(10)))
struct DetailSharedStoreTests {
  let store = InMemoryStore<Photo>()
  let service = FakePhotoService()

  /// A list over the store, loaded with 30 photos, and the detail of photo 7 opened from it.
  func listAndDetail() async throws -> (PhotoListViewModel, PhotoDetailViewModel) {
    service.enqueue(.photos(Photo.samples(count: 30)))
    let list = PhotoListViewModel(service: service, store: store)
    await list.load()
    var opened: Photo?
    list.onNavigate = { if case .showPhoto(let photo) = $0 { opened = photo } }
    try list.open(7)
    let photo = try #require(opened)
    return (list, PhotoDetailViewModel(photo: photo, store: store, service: service))
  }

  @Test func aRenameFromAnotherScreenShowsInTheOpenDetail() async throws {
    // Given the detail of photo 7, watched as a SwiftUI view watches it
    let (_, detail) = try await listAndDetail()
    let changed = Observed(false)
    _ = withObservationTracking {
      detail.state
    } onChange: {
      changed.update { $0 = true }
    }

    // When another list over the same store refreshes, and the server renamed photo 7
    var renamed = Photo.samples(count: 30)
    renamed[6] = Photo.sample(id: 7, title: "renamed elsewhere")
    service.enqueue(.photos(renamed))
    await PhotoListViewModel(service: service, store: store).load()

    // Then the open detail shows the new title, and told its observers so
    #expect(detail.state == .loaded(Photo.sample(id: 7, title: "renamed elsewhere")))
    await waitUntil { changed.value }
  }

  @Test func theDetailsReloadShowsInTheLists() async throws {
    // Given a list and the detail of photo 7 opened from it
    let (list, detail) = try await listAndDetail()

    // When the detail reloads, and the server has a newer copy of the photo
    let newer = Photo.sample(id: 7, title: "newer copy")
    service.enqueue(.photo(newer))
    await detail.reload()

    // Then the store holds the newer copy, and the list shows it in photo 7's row
    #expect(detail.state == .loaded(newer))
    #expect(store.fetch(id: 7) == newer)
    let rows = try #require(list.state.content?.rows)
    #expect(rows.path(of: 7).flatMap { rows[$0] } == newer)
  }

  @Test func aPhotoDeletedElsewhereStaysOnTheOpenDetail() async throws {
    // Given the detail of photo 7
    let (_, detail) = try await listAndDetail()
    let shown = detail.state.photo

    // When a refresh elsewhere finds the server no longer has it
    service.enqueue(.photos(Array(Photo.samples(count: 30).prefix(5))))
    await PhotoListViewModel(service: service, store: store).load()

    // Then the detail keeps showing the photo as it last read it
    #expect(store.fetch(id: 7) == nil)
    #expect(detail.state == .loaded(shown))
  }

  @Test func aReloadTheStoreRefusesSaysSoAndKeepsThePhoto() async throws {
    // Given the detail of a photo over a store that refuses every write
    let refusing = RefusingStore()
    let photo = Photo.sample(id: 7)
    let detail = PhotoDetailViewModel(photo: photo, store: refusing, service: service)

    // When a reload brings a newer copy
    service.enqueue(.photo(Photo.sample(id: 7, title: "newer")))
    await detail.reload()

    // Then the detail says the copy could not be kept, and shows what it had
    guard case .failed(let shown, let failure) = detail.state else {
      Issue.record("expected a failure, got \(detail.state)")
      return
    }
    #expect(shown == photo)
    #expect(failure.step == .keeping)
  }
}

/// A store that holds nothing and refuses every write, as a full disk would.
private final class RefusingStore: Store, Sendable {
  struct Full: Error {}

  func commit(_ batch: StoreBatch<Photo>) throws -> StoreChange<Photo> { throw Full() }
  func fetch(id: Photo.ID) throws -> Photo? { nil }
  func fetch(_ descriptor: FetchDescriptor<Photo>) throws -> [Photo] { [] }
  func count(_ descriptor: FetchDescriptor<Photo>) throws -> Int { 0 }
  func save() async throws {}
  func observe(_ observer: @escaping @Sendable (StoreChange<Photo>) -> Void) -> StoreSubscription {
    StoreSubscription {}
  }
}
