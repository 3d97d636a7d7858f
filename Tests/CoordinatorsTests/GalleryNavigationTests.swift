import Composition
import Coordinators
import Models
import TestSupport
import Testing
import ViewModels

/// The Gallery's navigation with no front end at all: intents called by id, as a SwiftUI or
/// UIKit screen would call them, and the coordinator's path answering. The path is a value a
/// `NavigationStack(path:)` binding reads and writes: a swipe back cuts it, a deep link sets it.
@MainActor
@Suite("Gallery navigation", .timeLimit(.minutes(10)))
struct GalleryNavigationTests {
  let service = FakePhotoService()

  func started() async -> GalleryCoordinator {
    service.enqueue(.photos(Photo.samples(count: 30)))
    let coordinator = GalleryApp.makeCoordinator(service: service)
    await coordinator.start()
    return coordinator
  }

  @Test func openingAPhotoPushesItsDetailAndBackPopsIt() async throws {
    let coordinator = await started()

    // When the list is asked to open photo 3, the coordinator pushes its detail
    try coordinator.list.open(3)
    #expect(coordinator.path == [.detail(3)])
    guard case .detail(let detail) = coordinator.front else {
      Issue.record("expected the detail in front, got \(coordinator.front)")
      return
    }
    #expect(detail.state == .loaded(Photo.sample(id: 3)))
    #expect(coordinator.openScreens.count == 2)

    // And back takes it off again, leaving the list at the bottom
    coordinator.back()
    #expect(coordinator.path.isEmpty)
    #expect(coordinator.openScreens == [ObjectIdentifier(coordinator.list)])
  }

  @Test func routesAreValuesByWhatTheyShow() async throws {
    let coordinator = await started()

    // Two openings of the same photo name the same route, though each made its own view model
    try coordinator.list.open(3)
    let first = coordinator.path
    coordinator.back()
    try coordinator.list.open(3)

    #expect(coordinator.path == first)
    #expect(Set(first + coordinator.path).count == 1)
  }

  @Test func aPostsAuthorPushesTheirProfileOverThePost() async throws {
    let post = Post(id: 1, userID: 4, title: "Harbour", body: "")
    service.enqueue(.photos(Photo.samples(count: 3)))
    let coordinator = GalleryApp.makeCoordinator(
      service: service, posts: ScriptedPostService(post, comments: []))
    coordinator.path = [.post(1)]
    guard case .post(let shown) = coordinator.front else {
      Issue.record("expected the post in front, got \(coordinator.front)")
      return
    }
    await shown.appear()

    try shown.openAuthor()

    #expect(coordinator.path == [.post(1), .user(4)])
    guard case .user(let profile) = coordinator.front else {
      Issue.record("expected the profile in front, got \(coordinator.front)")
      return
    }
    #expect(profile.id == 4)
  }

  @Test func aPersonOpenedFromThePeoplePushesTheirProfile() async throws {
    let coordinator = await started()
    service.enqueue(
      .users([User(id: 2, name: "José Dubois", username: "jose", email: "jose@slim.example")]))
    coordinator.path = [.people]
    guard case .people(let people) = coordinator.front else {
      Issue.record("expected the people in front, got \(coordinator.front)")
      return
    }
    await people.appear()

    try people.open(2)

    #expect(coordinator.path == [.people, .user(2)])
  }

  @Test func backAtTheBottomChangesNothing() async {
    let coordinator = await started()

    coordinator.back()

    #expect(coordinator.path.isEmpty)
    #expect(!coordinator.isFinished)
  }

  @Test func anAlbumOpensAListOfItsPhotos() async throws {
    let coordinator = await started()
    coordinator.path.append(.albums)
    guard case .albums(let albums) = coordinator.front else {
      Issue.record("expected the albums in front, got \(coordinator.front)")
      return
    }
    service.enqueue(.albums([Album(id: 2, userID: 1, title: "Beach")]))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 30)))
    await coordinator.frontModel.appear()

    // When album 2 is opened, a photo list of that album is pushed
    try albums.open(2)

    guard case .list(let photos) = coordinator.front else {
      Issue.record("expected the album's photos in front, got \(coordinator.front)")
      return
    }
    #expect(photos.query.albumFilter == .album(2))
    #expect(coordinator.path == [.albums, .album(2)])
  }

  @Test func aSwipeBackCutsThePathAndLetsThePoppedScreensGo() async throws {
    let coordinator = await started()
    coordinator.path = [.albums, .album(1)]
    service.enqueue(.photos(Photo.samples(count: 5)))
    await coordinator.frontModel.appear()
    try Self.openPhoto(4, in: coordinator.front)
    #expect(coordinator.path == [.albums, .album(1), .detail(4)])
    weak let poppedList = coordinator.models[1]
    weak let poppedDetail = coordinator.models[2]
    #expect(poppedList != nil && poppedDetail != nil)

    // When the binding writes a shorter path, as a swipe back to the albums does
    coordinator.path = [.albums]

    // Then the albums are in front, and the popped screens are let go
    #expect(coordinator.path == [.albums])
    #expect(coordinator.openScreens.count == 2)
    guard case .albums = coordinator.front else {
      Issue.record("expected the albums in front, got \(coordinator.front)")
      return
    }
    #expect(poppedList == nil)
    #expect(poppedDetail == nil)
  }

  private static func openPhoto(_ id: Photo.ID, in screen: GalleryCoordinator.Screen) throws {
    guard case .list(let list) = screen else { throw PhotoListError.noSuchPhoto(id) }
    try list.open(id)
  }

  @Test func aPoppedListIsToldToDisappear() async throws {
    let clock = TestClock()
    let slow = FakePhotoService(clock: clock)
    let coordinator = GalleryApp.makeCoordinator(service: slow, clock: clock)
    slow.enqueue(.photos(Photo.samples(count: 3)), after: .seconds(5))
    coordinator.path = [.album(1)]
    guard case .list(let photos) = coordinator.front else {
      Issue.record("expected the album's photos in front, got \(coordinator.front)")
      return
    }
    let load = Task { await photos.appear() }
    await clock.waitForSleepers(1)

    // When a swipe back takes the list off mid-load
    coordinator.path = []
    await load.value

    // Then its load stopped, and it is not left loading
    #expect(photos.state != .loading)
    #expect(slow.receivedCalls.count == 1)
  }

  @Test func aWholePathIsADeepLinkMadeFromTheRoutes() async throws {
    let coordinator = await started()

    coordinator.path = [.albums, .album(1), .detail(7)]

    #expect(coordinator.path == [.albums, .album(1), .detail(7)])
    guard case .detail(let detail) = coordinator.front else {
      Issue.record("expected the detail in front, got \(coordinator.front)")
      return
    }
    #expect(detail.state == .loaded(Photo.sample(id: 7)))
    #expect(coordinator.notice == nil)
  }

  @Test func aDeepLinkStopsAtARouteItCannotMakeAndSaysSo() async throws {
    let coordinator = await started()

    coordinator.path = [.albums, .detail(999), .album(1)]

    #expect(coordinator.path == [.albums])
    guard case .notOpened(.detail(999)) = coordinator.notice else {
      Issue.record(
        "expected the detail named as not opened, got \(String(describing: coordinator.notice))")
      return
    }
  }

  @Test func aRefusedIntentOpensNothing() async {
    let coordinator = await started()

    #expect(throws: PhotoListError.noSuchPhoto(999)) {
      try coordinator.list.open(999)
    }
    #expect(coordinator.path.isEmpty)
  }

  @Test func postingVideosWithoutFlowsSaysSo() async {
    let coordinator = await started()

    await coordinator.openVideoPost(.file("clip.mp4"))

    guard case .withoutVideoPosting = coordinator.notice else {
      Issue.record("expected the notice, got \(String(describing: coordinator.notice))")
      return
    }
    #expect(coordinator.path.isEmpty)
  }

  @Test func quitFinishes() async {
    let coordinator = await started()

    coordinator.quit()

    #expect(coordinator.isFinished)
  }
}
