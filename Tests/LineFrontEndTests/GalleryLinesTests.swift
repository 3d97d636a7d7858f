import Composition
import Coordinators
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

@MainActor
@Suite("Gallery lines", .timeLimit(.minutes(10)))
struct GalleryLinesTests {
  let service = FakePhotoService()
  let screen = Screen(width: 80, height: 12)

  func startedCoordinator(photos: [Photo] = Photo.samples(count: 30)) async -> GalleryLines {
    service.enqueue(.photos(photos))
    let lines = GalleryLines(coordinator: GalleryApp.makeCoordinator(service: service))
    lines.fit(toHeight: screen.height)
    await lines.start()
    return lines
  }

  @Test func listOpenBackQuit() async {
    // Given the list in front
    let lines = await startedCoordinator()
    #expect(lines.coordinator.path.isEmpty)

    // When a row is opened, the detail of that photo is in front
    await lines.send("open 3")?.value
    guard case .detail(let detail) = lines.coordinator.front else {
      Issue.record("expected the detail in front, got \(lines.coordinator.front)")
      return
    }
    #expect(detail.state == .loaded(Photo.sample(id: 3)))
    #expect(lines.frame(on: screen).plainText.contains("photo 3"))

    // When going back, the list is in front again, on the same page
    await lines.send("back")?.value
    #expect(lines.coordinator.path.isEmpty)
    #expect(lines.frame(on: screen).plainText.hasPrefix("Photos · 30 shown"))

    // When quitting, the coordinator is finished
    await lines.send("quit")?.value
    #expect(lines.isFinished)
  }

  @Test func aBadCommandChangesNothingButTheMessage() async {
    let lines = await startedCoordinator()
    let before = lines.coordinator.list.state

    await lines.send("open 99")?.value

    #expect(lines.coordinator.list.state == before)
    #expect(lines.coordinator.path.isEmpty)
    #expect(
      lines.message == .error("No row 99 on this page: choose 1–7, or next/prev to page."))
    #expect(lines.frame(on: screen).plainText.contains("No row 99 on this page"))

    // The next good command clears the message
    await lines.send("next")?.value
    #expect(lines.message == nil)
  }

  @Test func helpOpensOverTheScreenAndAnyCommandClosesIt() async {
    let lines = await startedCoordinator()

    await lines.send("help")?.value
    // Counted from the catalog: a command added to the list is no reason for this to fail
    #expect(
      lines.frame(on: screen).plainText.hasPrefix(
        "Help · \(PhotoListCommand.catalog.count) commands"))

    await lines.send("sort id desc")?.value
    #expect(lines.coordinator.path.isEmpty)
    #expect(lines.coordinator.list.query.sort == PhotoSort(field: .id, ascending: false))
  }

  @Test func listCommandsOnTheDetailPointBackToTheList() async {
    let lines = await startedCoordinator()
    await lines.send("open 1")?.value

    await lines.send("search dog")?.value

    #expect(lines.message == .error("That works on the photo list; 'back' returns to it."))
    #expect(lines.coordinator.list.query.searchTerm == "")
  }

  @Test func backOnTheListSaysHowToLeave() async {
    let lines = await startedCoordinator()

    await lines.send("back")?.value

    #expect(!lines.isFinished)
    #expect(lines.message == .error("Already at the photo list; 'quit' leaves the Gallery."))
  }

  @Test func retryAfterAFailedLoadShowsThePhotos() async {
    service.enqueue(.failure(FakeFailure("Could not reach 127.0.0.1:9: connection refused")))
    service.enqueue(.photos(Photo.samples(count: 4)))
    let lines = GalleryLines(coordinator: GalleryApp.makeCoordinator(service: service))
    await lines.start()
    #expect(lines.frame(on: screen).plainText.contains("connection refused"))

    await lines.send("retry")?.value

    #expect(lines.frame(on: screen).plainText.hasPrefix("Photos · 4 shown in 1 section"))
  }

  @Test func retryWithNothingFailedIsRefusedWithAMessage() async {
    let lines = await startedCoordinator()

    await lines.send("retry")?.value

    #expect(lines.message == .error("Nothing to retry: the last load did not fail."))
    #expect(service.receivedCalls.count == 1)
  }

  @Test func refreshOnTheDetailReloadsThatPhoto() async {
    let lines = await startedCoordinator()
    await lines.send("open 2")?.value
    service.enqueue(.photo(Photo.sample(id: 2, title: "renamed")))

    await lines.send("refresh")?.value

    #expect(service.receivedCalls.last == "photo(id: 2)")
    #expect(lines.frame(on: screen).plainText.contains("renamed"))
  }

  @Test func helpOnTheDetailListsTheDetailsCommandsAndBackClosesOnlyTheHelp() async {
    let lines = await startedCoordinator()
    await lines.send("open 2")?.value

    await lines.send("help")?.value
    let help = lines.frame(on: Screen(width: 80, height: 20)).plainText
    #expect(help.hasPrefix("Help · 5 commands"))
    #expect(!help.contains("search"))

    await lines.send("back")?.value
    #expect(!lines.showsHelp)
    guard case .detail = lines.coordinator.front else {
      Issue.record("back from help should show the detail again, got \(lines.coordinator.front)")
      return
    }
  }

  @Test func aWordNoScreenKnowsListsTheCommandsOfTheScreenInFront() async {
    let lines = await startedCoordinator()
    await lines.send("open 2")?.value

    await lines.send("fly")?.value

    #expect(
      lines.message
        == .error("Unknown command 'fly'. Commands: help, back, refresh, retry, quit."))
    guard case .detail = lines.coordinator.front else {
      Issue.record("a refused line should leave the detail in front")
      return
    }
  }

  @Test func aBadLineOnHelpKeepsTheHelp() async {
    let lines = await startedCoordinator()
    await lines.send("help")?.value

    await lines.send("open x")?.value

    #expect(lines.showsHelp)
    #expect(lines.message?.text.string.hasPrefix("Cannot use 'x'.") == true)
  }

  @Test func albumsOpenOneAlbumsPhotosAndBackReturnsStepByStep() async {
    let lines = await startedCoordinator()
    // Given albums whose titles sort as album 3, album 1, album 2
    service.enqueue(
      .albums([
        Album(id: 1, userID: 1, title: "Beach"), Album(id: 2, userID: 1, title: "Cabin"),
        Album(id: 3, userID: 1, title: "Autumn"),
      ]))
    service.enqueue(.users([User(id: 1, name: "Zoë", username: "zoe", email: "z@slim.example")]))
    service.enqueue(.photos(Photo.samples(count: 30)))

    // When the albums are opened from the list
    await lines.send("albums")?.value
    guard case .albums = lines.coordinator.front else {
      Issue.record("expected the albums in front, got \(lines.coordinator.front)")
      return
    }
    #expect(lines.frame(on: screen).plainText.hasPrefix("Albums · 3 albums"))

    // And row 2 (album 1) is opened: a photo list of that album, which loads
    service.enqueue(.photos(Photo.samples(count: 30)))
    await lines.send("open 2")?.value
    guard case .list(let photos) = lines.coordinator.front else {
      Issue.record("expected an album's photo list in front, got \(lines.coordinator.front)")
      return
    }
    #expect(photos !== lines.coordinator.list)
    #expect(photos.query.albumFilter == .album(1))
    #expect(lines.frame(on: screen).plainText.hasPrefix("Photos · 10 shown"))
    #expect(lines.coordinator.list.query.albumFilter == .all)

    // Then back returns to the albums, and back again to the Gallery's list
    await lines.send("back")?.value
    guard case .albums = lines.coordinator.front else {
      Issue.record("back should return to the albums, got \(lines.coordinator.front)")
      return
    }
    await lines.send("back")?.value
    #expect(lines.coordinator.path.isEmpty)
  }

  @Test func theAlbumsScreenReadsOnlyItsOwnCommands() async {
    let lines = await startedCoordinator()
    service.enqueue(.albums([Album(id: 1, userID: 1, title: "Beach")]))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 30)))
    await lines.send("albums")?.value

    await lines.send("sort title")?.value
    #expect(lines.message == .error("That works on the photo list; 'back' returns to it."))

    await lines.send("open 5")?.value
    #expect(lines.message == .error("No row 5 on this page: choose 1, or next/prev to page."))

    await lines.send("help")?.value
    #expect(lines.frame(on: screen).plainText.hasPrefix("Help · 8 commands"))
  }

  @Test func theAlbumsScreenOpenedLaterIsFittedToTheScreen() async {
    // A script fits the screens once, at the start: a screen opened later must be fitted too.
    let lines = await startedCoordinator()
    service.enqueue(
      .albums((1...30).map { Album(id: $0, userID: 1, title: "album \(1000 + $0)") }))
    service.enqueue(.users([]))
    service.enqueue(.photos(Photo.samples(count: 30)))

    await lines.send("albums")?.value

    guard case .albums(let albums) = lines.coordinator.front, case .loaded = albums.state,
      let page = lines.rowsInFront?.page
    else {
      Issue.record("expected loaded albums in front")
      return
    }
    #expect(page.rowsByLine.count == ListScreenView.pageSize(forHeight: screen.height))
  }
}
