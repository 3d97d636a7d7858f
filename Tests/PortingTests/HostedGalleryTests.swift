import Coordinators
import DataEngine
import Foundation
import Models
import SwiftUIHost
import TestSupport
import Testing
import ViewModels

/// The Gallery's screens in the host that behaves as SwiftUI does (`Host`), through the very
/// views the porting article shows (`Screens/`): a navigation stack bound to the coordinator's
/// path, each screen's `.task` started in view and cancelled out of it, rows diffed by id.
@MainActor
@Suite("The Gallery in a SwiftUI-like host", .timeLimit(.minutes(10)))
struct HostedGalleryTests {
  let clock = TestClock()
  let service: FakePhotoService
  let store = InMemoryStore<Photo>()

  init() { service = FakePhotoService(clock: clock) }

  /// The Gallery over `service` and `store`, built as a phone app's composition root would.
  func gallery(videoPosts: VideoPostFlows? = nil) -> GalleryCoordinator {
    let service = service
    let store = store
    let clock = clock
    let screens = GalleryScreens(
      makeDetail: { PhotoDetailViewModel(photo: $0, store: store, service: service, clock: clock) },
      makeList: { PhotoListViewModel(service: service, store: store, query: $0, clock: clock) },
      makeAlbums: { AlbumsViewModel(service: service, store: store) },
      makePeople: { PeopleViewModel(service: service) },
      makeUser: { UserViewModel(userID: $0, service: service) },
      photoWithID: { store.fetch(id: $0) })
    return GalleryCoordinator(
      list: PhotoListViewModel(service: service, store: store, clock: clock), screens: screens,
      videoPosts: videoPosts)
  }

  func ids(_ range: ClosedRange<Int>) -> [AnyHashable] { range.map(AnyHashable.init) }

  @Test func aTapPushesTheDetailAndASwipeBackPopsIt() async throws {
    service.enqueue(.photos(Photo.samples(count: 5)))
    let coordinator = gallery()
    let host = Host(GalleryStack(coordinator: coordinator))
    await host.settle()  // the list's `.task`
    #expect(host.front.rowIDs == ids(1...5))

    // A tap on a row: the coordinator pushes the route, the stack shows the detail
    #expect(host.tap("photo 3"))
    #expect(coordinator.path == [.detail(3)])
    #expect(host.depth == 2)
    #expect(host.front.texts == ["photo 3"])

    // The back gesture writes the path shorter: the coordinator lets the detail go
    host.swipeBack()
    #expect(coordinator.path.isEmpty)
    #expect(coordinator.openScreens == [ObjectIdentifier(coordinator.list)])
    #expect(host.depth == 1)

    // The list's `.task` runs again on the pop, and a list that has everything asks for nothing
    await host.settle()
    #expect(service.receivedCalls == ["photos(albumID: nil)"])
  }

  @Test func aPushMidLoadCancelsTheListsTaskAndThePopResumesIt() async throws {
    let photos = Photo.samples(count: 6)
    service.enqueue(.batch(PhotoBatch(photos: Array(photos[0..<3]), total: 6, isLast: false)))
    service.enqueue(
      .batch(PhotoBatch(photos: Array(photos[3..<6]), total: 6, isLast: false)),
      after: .seconds(1))
    let coordinator = gallery()
    let host = Host(GalleryStack(coordinator: coordinator))
    await waitUntil { coordinator.list.state.content?.photoCount == 3 }
    await clock.waitForSleepers(1)  // the second batch, on its way

    // A push covers the list: its `.task` is cancelled and `.onDisappear` runs
    host.update()
    #expect(host.tap("photo 2"))
    await host.settle()
    #expect(coordinator.list.state.content?.progress?.stop == .interrupted)

    // The pop brings it back in view: its `.task` carries on from where it stopped
    service.enqueue(.batch(PhotoBatch(photos: Array(photos[3..<6]), total: 6, isLast: false)))
    service.enqueue(.batch(PhotoBatch(photos: [], total: 6, isLast: true)))
    host.swipeBack()
    await host.settle()

    #expect(host.front.rowIDs == ids(1...6))
    #expect(
      service.receivedCalls == [
        "photos(from: 0)", "photos(from: 3)", "photos(from: 3)", "photos(from: 6)",
      ])
  }

  @Test func aPullToRefreshIsAwaitedAndItsRowsAreDiffedByID() async {
    service.enqueue(.photos(Photo.samples(count: 3)))
    let host = Host(GalleryStack(coordinator: gallery()))
    await host.settle()

    service.enqueue(.photos(Photo.samples(count: 4)))
    await host.pullToRefresh()

    #expect(host.front.rowIDs == ids(1...4))
    #expect(host.rowChanges.last == Host.RowChange(inserted: [4]))
  }

  @Test func aDeepLinkMakesEveryScreenAndOnlyTheOneInFrontAppears() async {
    service.enqueue(.photos(Photo.samples(count: 25, perAlbum: 10)))
    let coordinator = gallery()
    let host = Host(GalleryStack(coordinator: coordinator))
    await host.settle()

    // A link to photo 3 inside album 1, from the albums
    coordinator.path = [.albums, .album(1), .detail(3)]
    host.update()
    await host.settle()

    #expect(host.depth == 4)
    #expect(host.front.texts == ["photo 3"])
    // The screens under it have not appeared, so they asked for nothing
    #expect(service.receivedCalls == ["photos(albumID: nil)"])

    // Back to the album: its `.task` loads it now
    service.enqueue(.photos(Photo.samples(count: 25, perAlbum: 10)))
    host.swipeBack()
    await host.settle()
    #expect(host.front.rowIDs == ids(1...10))
    #expect(coordinator.path == [.albums, .album(1)])
  }

  @Test func theAlbumsOpenAnAlbumsPhotosWhichLoadWhenShown() async throws {
    service.enqueue(.photos(Photo.samples(count: 25, perAlbum: 10)))
    let coordinator = gallery()
    let host = Host(GalleryStack(coordinator: coordinator))
    await host.settle()
    service.enqueue(.albums([Album(id: 2, userID: 1, title: "Beach")]))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 25, perAlbum: 10)))

    coordinator.path.append(.albums)  // a toolbar button
    host.update()
    await host.settle()
    #expect(host.front.rowIDs == [2])

    service.enqueue(.photos(Photo.samples(count: 25, perAlbum: 10)))
    #expect(host.tap("Beach"))
    await host.settle()
    #expect(coordinator.path == [.albums, .album(2)])
    #expect(host.front.rowIDs == ids(11...20))
  }

  @Test func aSwipeBackMidLoadLeavesTheAlbumsAtRestAndTheNextVisitLoads() async throws {
    service.enqueue(.photos(Photo.samples(count: 3)))
    let coordinator = gallery()
    let host = Host(GalleryStack(coordinator: coordinator))
    await host.settle()
    service.enqueue(.albums([Album(id: 2, userID: 1, title: "Beach")]), after: .seconds(5))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 3)))
    coordinator.path.append(.albums)
    host.update()
    guard case .albums(let albums) = coordinator.front else {
      Issue.record("expected the albums in front, got \(coordinator.front)")
      return
    }
    await clock.waitForSleepers(1)  // the albums, on their way

    // Swiped away before they come: the albums' task is cancelled, the screen let go
    host.swipeBack()
    await host.settle()
    #expect(albums.state == .idle)
    #expect(coordinator.path.isEmpty)

    // Opened again, a new albums screen loads
    service.enqueue(.albums([Album(id: 2, userID: 1, title: "Beach")]))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 3)))
    coordinator.path.append(.albums)
    host.update()
    await host.settle()
    #expect(host.front.rowIDs == [2])
  }

  @Test func aSwipeBackMidRefreshLeavesTheDetailAsItWas() async throws {
    service.enqueue(.photos(Photo.samples(count: 5)))
    let coordinator = gallery()
    let host = Host(GalleryStack(coordinator: coordinator))
    await host.settle()
    #expect(host.tap("photo 3"))
    guard case .detail(let detail) = coordinator.front else {
      Issue.record("expected the detail in front, got \(coordinator.front)")
      return
    }
    await host.settle()

    // A pull to refresh, and the back gesture before its answer comes
    service.enqueue(.photo(Photo.sample(id: 3, title: "harbour at dusk")), after: .seconds(5))
    let pull = Task { await host.pullToRefresh() }
    await clock.waitForSleepers(1)
    host.swipeBack()
    await pull.value
    await host.settle()

    #expect(detail.state == .loaded(Photo.sample(id: 3)))
    #expect(host.depth == 1)
  }

  @Test func aSwipeBackMidFetchClosesTheVideoPost() async throws {
    service.enqueue(.photos(Photo.samples(count: 3)))
    let asset = MediaAsset.sample(id: "cat.mov", size: 3_000)
    let library = FakeMediaLibrary(assets: [asset], clock: clock)
    let coordinator = gallery(
      videoPosts: VideoPostFlows(
        service: FakeVideoPostService(clock: clock, sizes: [:]), library: library,
        files: FakeFileInspector([:])))
    let host = Host(GalleryStack(coordinator: coordinator))
    await host.settle()

    await coordinator.openVideoPost(.asset("cat.mov"))
    host.update()
    guard case .videoPost(let flow) = coordinator.front,
      case .asset(let screen) = flow.kind
    else {
      Issue.record("expected the video post in front, got \(coordinator.front)")
      return
    }
    await clock.waitForSleepers(1)  // the asset's fetch, under way
    #expect(host.depth == 2)

    host.swipeBack()
    await host.settle()

    #expect(flow.isFinished)
    #expect(screen.state == .fetchCancelled)
    #expect(coordinator.path.isEmpty)
    guard case .videoPostClosed = coordinator.notice else {
      Issue.record(
        "expected the flow's closing as news, got \(String(describing: coordinator.notice))")
      return
    }
  }

  @Test func aPhotoRenamedByAnotherListShowsInTheOpenDetail() async throws {
    service.enqueue(.photos(Photo.samples(count: 5)))
    let coordinator = gallery()
    let host = Host(GalleryStack(coordinator: coordinator))
    await host.settle()
    #expect(host.tap("photo 3"))

    // Another list writes the store: photo 3 has a new title
    var renamed = Photo.samples(count: 5)
    renamed[2] = Photo.sample(id: 3, title: "harbour at dusk")
    service.enqueue(.photos(renamed))
    await coordinator.list.load()
    host.update()

    #expect(host.front.texts == ["harbour at dusk"])
  }

  @Test func aReloadInTheDetailShowsInTheListUnderIt() async throws {
    service.enqueue(.photos(Photo.samples(count: 5)))
    let coordinator = gallery()
    let host = Host(GalleryStack(coordinator: coordinator))
    await host.settle()
    #expect(host.tap("photo 3"))

    service.enqueue(.photo(Photo.sample(id: 3, title: "harbour at dusk")))
    await host.pullToRefresh()
    #expect(host.front.texts == ["harbour at dusk"])
    host.swipeBack()

    #expect(host.front.texts.contains("harbour at dusk"))
  }
}

extension PhotoListViewModel.State {
  fileprivate var content: PhotoListContent? {
    guard case .loaded(let content) = self else { return nil }
    return content
  }
}
