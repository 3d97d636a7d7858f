import DataEngine
import Essentials
import Foundation
import Models
import Observation
import TestSupport
import Testing
import ViewModels

/// One source of truth across screens: lists over one store show every write to it, whoever
/// made it, and keep no copy of what their fetched results hold.
@MainActor
@Suite("Lists over a shared store", .timeLimit(.minutes(10)))
struct SharedStoreTests {
  @Test func aListShowsWhatAnotherListWroteToTheirStore() async throws {
    // Given two photo lists over one store, both loaded with 30 photos
    let store = InMemoryStore<Photo>()
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 30)))
    service.enqueue(.photos(Photo.samples(count: 30)))
    let first = PhotoListViewModel(service: service, store: store)
    let second = PhotoListViewModel(service: service, store: store)
    await first.load()
    await second.load()

    // When the server shrinks to 5 photos and the first list refreshes
    service.enqueue(.photos(Photo.samples(count: 5)))
    await first.load()

    // Then the second list says 5 photos too, and its rows are those 5
    #expect(second.state.content?.photoCount == 5)
    let rows = try #require(second.state.content?.rows)
    #expect(rows.count == 5)
    #expect(rows.sections.map(\.count) == [5])
    #expect(rows.all.map(\.id) == [1, 2, 3, 4, 5])
  }

  @Test func anotherListsWriteIsReportedToWhoeverObservesTheList() async throws {
    // Given a loaded list, watched as a SwiftUI view watches it
    let store = InMemoryStore<Photo>()
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 30)))
    let watched = PhotoListViewModel(service: service, store: store)
    await watched.load()
    let changed = Locked(false)
    _ = withObservationTracking {
      watched.state
    } onChange: {
      changed.withLock { $0 = true }
    }

    // When another list over the same store writes to it
    service.enqueue(.photos(Photo.samples(count: 5)))
    let other = PhotoListViewModel(service: service, store: store)
    await other.load()
    await Task.yield()

    // Then the watched list reported a change, and its state is the new one
    #expect(changed.withLock { $0 })
    #expect(watched.state.content?.photoCount == 5)
  }

  @Test func anAlbumFilterKnowsAlbumsAnotherListWrote() async throws {
    // Given a list loaded with album 1 only, and another that then loads albums 1 to 3
    let store = InMemoryStore<Photo>()
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 10, perAlbum: 10)))
    let first = PhotoListViewModel(service: service, store: store)
    await first.load()
    service.enqueue(.photos(Photo.samples(count: 30, perAlbum: 10)))
    await PhotoListViewModel(service: service, store: store).load()

    // When the first list filters by album 3, which it never loaded itself
    try first.filter(.album(3))

    // Then it shows album 3's photos
    #expect(first.state.content?.photoCount == 10)
    #expect(first.state.content?.rows.all.map(\.albumID) == Array(repeating: 3, count: 10))
  }

  @Test func rowsCapturedBeforeAnotherListWroteKeepTheRowsTheyWereTakenWith() async throws {
    // Given the rows of a list of 30 photos, captured as a front end holds a state value
    let store = InMemoryStore<Photo>()
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 30)))
    let first = PhotoListViewModel(service: service, store: store)
    await first.load()
    let captured = try #require(first.state.content?.rows)

    // When another list over the same store finds only 5 photos on the server
    service.enqueue(.photos(Photo.samples(count: 5)))
    await PhotoListViewModel(service: service, store: store).load()

    // Then the captured value still has its 30 rows, and its count, sections, paths and rows
    // all say the same; the list's state now has 5
    #expect(captured.count == 30)
    #expect(captured.sections.map(\.count) == [30])
    #expect(captured.map(\.id) == Array(1...30))
    for row in 0..<captured.count {
      #expect(captured[RowPath(section: 0, row: row)]?.id == row + 1, "row \(row)")
    }
    #expect(captured.path(of: 30) == RowPath(section: 0, row: 29))
    #expect(first.state.content?.rows.map(\.id) == Array(1...5))
    #expect(first.state.content?.rows != captured)
  }

  @Test func theAlbumsAListCanPickFromAreTheStoresAndFollowItsWrites() async throws {
    // Given a list loaded with albums 1 to 3
    let store = InMemoryStore<Photo>()
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 30, perAlbum: 10)))
    let list = PhotoListViewModel(service: service, store: store)
    await list.load()
    #expect(list.albums == [1, 2, 3])
    let changed = Observed(false)
    _ = withObservationTracking {
      list.albums
    } onChange: {
      changed.update { $0 = true }
    }

    // When another list over the same store loads albums 1 to 5
    service.enqueue(.photos(Photo.samples(count: 50, perAlbum: 10)))
    await PhotoListViewModel(service: service, store: store).load()

    // Then the list offers albums 1 to 5, and said so to its observers
    #expect(list.albums == [1, 2, 3, 4, 5])
    await waitUntil { changed.value }
  }
}
