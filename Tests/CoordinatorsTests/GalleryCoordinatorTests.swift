import Coordinators
import Models
import TestSupport
import Testing
import ViewModels
import Views

@MainActor
@Suite("GalleryCoordinator", .timeLimit(.minutes(10)))
struct GalleryCoordinatorTests {
  let service = FakePhotoService()
  let screen = Screen(width: 80, height: 12)

  func startedCoordinator(photos: [Photo] = Photo.samples(count: 30)) async -> GalleryCoordinator {
    service.enqueue(.photos(photos))
    let coordinator = GalleryApp.makeCoordinator(service: service)
    coordinator.fit(toHeight: screen.height)
    await coordinator.start()
    return coordinator
  }

  @Test func listOpenBackQuit() async {
    // Given the list in front
    let coordinator = await startedCoordinator()
    #expect(coordinator.stack.isEmpty)

    // When a row is opened, the detail of that photo is in front
    await coordinator.send("open 3")?.value
    guard case .detail(let detail) = coordinator.route else {
      Issue.record("expected the detail in front, got \(coordinator.route)")
      return
    }
    #expect(detail.state == .loaded(Photo.sample(id: 3)))
    #expect(coordinator.frame(on: screen).plainText.contains("photo 3"))

    // When going back, the list is in front again, on the same page
    await coordinator.send("back")?.value
    #expect(coordinator.stack.isEmpty)
    #expect(coordinator.frame(on: screen).plainText.hasPrefix("Photos · 30 shown"))

    // When quitting, the coordinator is finished
    await coordinator.send("quit")?.value
    #expect(coordinator.isFinished)
  }

  @Test func aBadCommandChangesNothingButTheMessage() async {
    let coordinator = await startedCoordinator()
    let before = coordinator.list.state

    await coordinator.send("open 99")?.value

    #expect(coordinator.list.state == before)
    #expect(coordinator.stack.isEmpty)
    #expect(
      coordinator.message == .error("No row 99 on this page: choose 1–7, or next/prev to page."))
    #expect(coordinator.frame(on: screen).plainText.contains("No row 99 on this page"))

    // The next good command clears the message
    await coordinator.send("next")?.value
    #expect(coordinator.message == nil)
  }

  @Test func helpOpensOverTheScreenAndAnyCommandClosesIt() async {
    let coordinator = await startedCoordinator()

    await coordinator.send("help")?.value
    #expect(coordinator.frame(on: screen).plainText.hasPrefix("Help · 13 commands"))

    await coordinator.send("sort id desc")?.value
    #expect(coordinator.stack.isEmpty)
    #expect(coordinator.list.query.sort == PhotoSort(field: .id, ascending: false))
  }

  @Test func listCommandsOnTheDetailPointBackToTheList() async {
    let coordinator = await startedCoordinator()
    await coordinator.send("open 1")?.value

    await coordinator.send("search dog")?.value

    #expect(coordinator.message == .error("That works on the photo list; 'back' returns to it."))
    #expect(coordinator.list.query.searchTerm == "")
  }

  @Test func backOnTheListSaysHowToLeave() async {
    let coordinator = await startedCoordinator()

    await coordinator.send("back")?.value

    #expect(!coordinator.isFinished)
    #expect(coordinator.message == .error("Already at the photo list; 'quit' leaves the Gallery."))
  }

  @Test func retryAfterAFailedLoadShowsThePhotos() async {
    service.enqueue(.failure(FakeFailure("Could not reach 127.0.0.1:9: connection refused")))
    service.enqueue(.photos(Photo.samples(count: 4)))
    let coordinator = GalleryApp.makeCoordinator(service: service)
    await coordinator.start()
    #expect(coordinator.frame(on: screen).plainText.contains("connection refused"))

    await coordinator.send("retry")?.value

    #expect(coordinator.frame(on: screen).plainText.hasPrefix("Photos · 4 shown in 1 section"))
  }

  @Test func retryWithNothingFailedIsRefusedWithAMessage() async {
    let coordinator = await startedCoordinator()

    await coordinator.send("retry")?.value

    #expect(coordinator.message == .error("Nothing to retry: the last load did not fail."))
    #expect(service.receivedCalls.count == 1)
  }

  @Test func refreshOnTheDetailReloadsThatPhoto() async {
    let coordinator = await startedCoordinator()
    await coordinator.send("open 2")?.value
    service.enqueue(.photo(Photo.sample(id: 2, title: "renamed")))

    await coordinator.send("refresh")?.value

    #expect(service.receivedCalls.last == "photo(id: 2)")
    #expect(coordinator.frame(on: screen).plainText.contains("renamed"))
  }

  @Test func helpOnTheDetailListsTheDetailsCommandsAndBackClosesOnlyTheHelp() async {
    let coordinator = await startedCoordinator()
    await coordinator.send("open 2")?.value

    await coordinator.send("help")?.value
    let help = coordinator.frame(on: Screen(width: 80, height: 20)).plainText
    #expect(help.hasPrefix("Help · 5 commands"))
    #expect(!help.contains("search"))

    await coordinator.send("back")?.value
    #expect(!coordinator.showsHelp)
    guard case .detail = coordinator.route else {
      Issue.record("back from help should show the detail again, got \(coordinator.route)")
      return
    }
  }

  @Test func aWordNoScreenKnowsListsTheCommandsOfTheScreenInFront() async {
    let coordinator = await startedCoordinator()
    await coordinator.send("open 2")?.value

    await coordinator.send("fly")?.value

    #expect(
      coordinator.message
        == .error("Unknown command 'fly'. Commands: help, back, refresh, retry, quit."))
    guard case .detail = coordinator.route else {
      Issue.record("a refused line should leave the detail in front")
      return
    }
  }

  @Test func aBadLineOnHelpKeepsTheHelp() async {
    let coordinator = await startedCoordinator()
    await coordinator.send("help")?.value

    await coordinator.send("open x")?.value

    #expect(coordinator.showsHelp)
    #expect(coordinator.message?.text.string.hasPrefix("Cannot use 'x'.") == true)
  }

  @Test func albumsOpenOneAlbumsPhotosAndBackReturnsStepByStep() async {
    let coordinator = await startedCoordinator()
    // Given albums whose titles sort as album 3, album 1, album 2
    service.enqueue(
      .albums([
        Album(id: 1, userID: 1, title: "Beach"), Album(id: 2, userID: 1, title: "Cabin"),
        Album(id: 3, userID: 1, title: "Autumn"),
      ]))
    service.enqueue(.users([User(id: 1, name: "Zoë", username: "zoe", email: "z@slim.example")]))
    service.enqueue(.photos(Photo.samples(count: 30)))

    // When the albums are opened from the list
    await coordinator.send("albums")?.value
    guard case .albums = coordinator.route else {
      Issue.record("expected the albums in front, got \(coordinator.route)")
      return
    }
    #expect(coordinator.frame(on: screen).plainText.hasPrefix("Albums · 3 albums"))

    // And row 2 (album 1) is opened: a photo list of that album, which loads
    service.enqueue(.photos(Photo.samples(count: 30)))
    await coordinator.send("open 2")?.value
    guard case .list(let photos) = coordinator.route else {
      Issue.record("expected an album's photo list in front, got \(coordinator.route)")
      return
    }
    #expect(photos !== coordinator.list)
    #expect(photos.query.albumFilter == .album(1))
    #expect(coordinator.frame(on: screen).plainText.hasPrefix("Photos · 10 shown"))
    #expect(coordinator.list.query.albumFilter == .all)

    // Then back returns to the albums, and back again to the Gallery's list
    await coordinator.send("back")?.value
    guard case .albums = coordinator.route else {
      Issue.record("back should return to the albums, got \(coordinator.route)")
      return
    }
    await coordinator.send("back")?.value
    #expect(coordinator.stack.isEmpty)
  }

  @Test func theAlbumsScreenReadsOnlyItsOwnCommands() async {
    let coordinator = await startedCoordinator()
    service.enqueue(.albums([Album(id: 1, userID: 1, title: "Beach")]))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 30)))
    await coordinator.send("albums")?.value

    await coordinator.send("sort title")?.value
    #expect(coordinator.message == .error("That works on the photo list; 'back' returns to it."))

    await coordinator.send("open 5")?.value
    #expect(coordinator.message == .error("No row 5 on this page: choose 1, or next/prev to page."))

    await coordinator.send("help")?.value
    #expect(coordinator.frame(on: screen).plainText.hasPrefix("Help · 8 commands"))
  }

  @Test func theAlbumsScreenOpenedLaterIsFittedToTheScreen() async {
    // A script fits the screens once, at the start: a screen opened later must be fitted too.
    let coordinator = await startedCoordinator()
    service.enqueue(
      .albums((1...30).map { Album(id: $0, userID: 1, title: "album \(1000 + $0)") }))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 30)))

    await coordinator.send("albums")?.value

    guard case .albums(let albums) = coordinator.route, case .loaded = albums.state,
      let page = coordinator.rowsInFront?.page
    else {
      Issue.record("expected loaded albums in front")
      return
    }
    #expect(page.rowsByLine.count == AlbumsView.pageSize(forHeight: screen.height))
  }
}
