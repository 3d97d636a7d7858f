import Composition
import Coordinators
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

@testable import FullScreen

@MainActor
@Suite("Gallery keys", .timeLimit(.minutes(10)))
struct GalleryKeysTests {
  let service = FakePhotoService()
  /// 12 lines: a page of 7 rows.
  let screen = Screen(width: 80, height: 12)

  func startedKeys(photos: [Photo] = Photo.samples(count: 30)) async -> GalleryKeys {
    service.enqueue(.photos(photos))
    let keys = GalleryKeys(coordinator: GalleryApp.makeCoordinator(service: service))
    keys.fit(toHeight: screen.height)
    await keys.start()
    return keys
  }

  func press(_ keys: GalleryKeys, _ sequence: [Key]) async {
    for key in sequence { await keys.press(key)?.value }
  }

  func type(_ keys: GalleryKeys, _ text: String) async {
    await press(keys, text.map(Key.character))
  }

  func openedPhoto(_ keys: GalleryKeys) -> Photo? {
    guard case .detail(let detail) = keys.coordinator.front,
      case .loaded(let photo) = detail.state
    else { return nil }
    return photo
  }

  func visible(_ keys: GalleryKeys) -> ClosedRange<Int>? {
    keys.lines.rowsInFront?.page.visibleRows
  }

  @Test(arguments: 40...100)
  func theHintLineKeepsQuitAtEveryWidth(width: Int) async {
    let keys = await startedKeys()

    let bottom = keys.frame(on: Screen(width: width, height: 12)).lines.last?.plainText ?? ""

    #expect(bottom.hasSuffix("? keys · q quit"), "\(bottom)")
    #expect(bottom.hasPrefix("↑↓ move"), "cut in the middle, not at the start")
  }

  @Test func downDownDownEnterOpensTheFourthPhoto() async {
    let keys = await startedKeys()

    await press(keys, [.down, .down, .down, .enter])

    #expect(openedPhoto(keys)?.id == 4)
  }

  @Test func escapeGoesBackToTheListWithTheCursorWhereItWas() async {
    let keys = await startedKeys()
    await press(keys, [.down, .down, .enter])

    await press(keys, [.escape])

    #expect(keys.coordinator.path.isEmpty)
    #expect(keys.cursorRow == 3)
  }

  @Test func movingPastTheLastVisibleRowScrollsTheListByOneRow() async {
    let keys = await startedKeys()

    await press(keys, Array(repeating: .down, count: 7))

    #expect(visible(keys) == 2...8)
    #expect(keys.cursorRow == 8)
    await press(keys, [.up])
    #expect(visible(keys) == 2...8)
    #expect(keys.cursorRow == 7)
  }

  @Test func pageDownHomeAndEndMoveTheCursorAndTheListFollows() async {
    let keys = await startedKeys()

    await press(keys, [.pageDown])
    #expect(keys.cursorRow == 8)
    await press(keys, [.end])
    #expect(keys.cursorRow == 30)
    #expect(visible(keys)?.upperBound == 30)
    await press(keys, [.home])
    #expect(keys.cursorRow == 1)
    #expect(visible(keys) == 1...7)
  }

  @Test func theCursorStopsAtTheEndsOfTheList() async {
    let keys = await startedKeys(photos: Photo.samples(count: 3))

    await press(keys, [.up, .down, .down, .down, .down])

    #expect(keys.cursorRow == 3)
    #expect(keys.lines.message == nil)
  }

  @Test func slashSearchesOnEveryKeystrokeAndEscapeClearsIt() async {
    let titles = ["Harbour at dusk", "Harvest", "Hills", "Lake"]
    let keys = await startedKeys(
      photos: titles.enumerated().map { Photo.sample(id: $0.offset + 1, title: $0.element) })
    let list = keys.coordinator.list

    await type(keys, "/h")
    #expect(list.query.searchTerm == "h")
    await type(keys, "ar")
    #expect(list.query.searchTerm == "har")
    await press(keys, [.backspace])
    #expect(list.query.searchTerm == "ha")
    #expect(keys.frame(on: screen).plainText.hasSuffix("/ha▏"))

    await press(keys, [.escape])
    #expect(list.query.searchTerm == "")
    #expect(keys.mode == .browsing)
  }

  @Test func enterKeepsTheSearchAndLeavesTheKeysForTheList() async {
    let keys = await startedKeys()

    await type(keys, "/3")
    await press(keys, [.enter, .down])

    #expect(keys.coordinator.list.query.searchTerm == "3")
    #expect(keys.mode == .browsing)
    #expect(keys.cursorRow == 2)
  }

  @Test func sCyclesTheSortAndGTogglesGrouping() async {
    let keys = await startedKeys()
    let list = keys.coordinator.list
    var sorts: [PhotoSort] = []

    for _ in 0..<4 {
      await type(keys, "s")
      sorts.append(list.query.sort)
    }
    await type(keys, "g")
    let grouped = list.query.grouping
    await type(keys, "g")

    #expect(
      sorts == [
        PhotoSort(field: .id, ascending: false), PhotoSort(field: .title, ascending: true),
        PhotoSort(field: .title, ascending: false), PhotoSort(field: .id, ascending: true),
      ])
    #expect(grouped == .album)
    #expect(list.query.grouping == .none)
  }

  @Test func colonTypesALineCommand() async {
    let keys = await startedKeys()

    await type(keys, ":open 2")
    #expect(keys.frame(on: screen).plainText.hasSuffix(":open 2▏"))
    await press(keys, [.enter])

    #expect(openedPhoto(keys)?.id == 2)
  }

  @Test func qAndCtrlCQuit() async {
    let quitting = await startedKeys()
    await type(quitting, "q")
    #expect(quitting.isFinished)

    let interrupted = await startedKeys()
    await type(interrupted, "/ab")
    await press(interrupted, [.interrupt])
    #expect(interrupted.isFinished)
  }

  @Test func questionMarkShowsTheKeysAndAnyKeyClosesThem() async {
    let keys = await startedKeys()

    await type(keys, "?")
    let overlay = keys.frame(on: screen).plainText
    await type(keys, "x")

    #expect(overlay.hasPrefix("Help ·"))
    #expect(overlay.contains("PgUp PgDn"))
    #expect(keys.mode == .browsing)
    #expect(keys.frame(on: screen).plainText.hasPrefix("Photos ·"))
  }

  @Test func theCursorsRowIsMarkedAndTheBottomLineNamesTheKeys() async {
    let keys = await startedKeys()

    await press(keys, [.down])
    let lines = keys.frame(on: screen).plainText.split(separator: "\n")

    #expect(lines[2].hasPrefix("▸"))
    #expect(lines[2].contains(" 2  "))
    #expect(lines.filter { $0.hasPrefix("▸") }.count == 1)
    #expect(lines.last?.contains("/ search") == true)
    #expect(lines.allSatisfy { SafeText(untrusted: String($0)).width <= screen.width })
  }

  @Test func groupedTheCursorSkipsSectionHeadersAndMarksItsOwnRow() async {
    let keys = await startedKeys()

    await type(keys, "g")
    await press(keys, [.down, .down])
    let marked = keys.frame(on: screen).plainText.split(separator: "\n").filter {
      $0.hasPrefix("▸")
    }

    #expect(keys.cursorRow == 3)
    #expect(marked.count == 1)
    #expect(marked.first?.contains(" 3  ") == true)
  }

  @Test func inColourTheCursorsRowIsInverseAcrossTheScreen() async {
    let keys = await startedKeys()
    let colour = Screen(width: 80, height: 12, usesColor: true)

    let row = keys.frame(on: colour).lines[1]

    #expect(row.width == 80)
    #expect(row.spans.allSatisfy { $0.style.inverse })
  }

  @Test func onTheAlbumsTheCursorPicksTheAlbumEnterOpens() async {
    let keys = await startedKeys()
    // Albums whose titles sort as album 3, album 1, album 2
    service.enqueue(
      .albums([
        Album(id: 1, userID: 1, title: "Beach"), Album(id: 2, userID: 1, title: "Cabin"),
        Album(id: 3, userID: 1, title: "Autumn"),
      ]))
    service.enqueue(.users([User(id: 1, name: "Zoë", username: "zoe", email: "z@slim.example")]))
    service.enqueue(.photos(Photo.samples(count: 30)))
    await type(keys, "a")

    await press(keys, [.down])
    let marked = keys.frame(on: screen).plainText.split(separator: "\n").filter {
      $0.hasPrefix("▸")
    }
    service.enqueue(.photos(Photo.samples(count: 30)))
    await press(keys, [.enter])

    #expect(marked.count == 1 && marked.first?.contains("Beach") == true)
    guard case .list(let photos) = keys.coordinator.front else {
      Issue.record("expected album 1's photos in front, got \(keys.coordinator.front)")
      return
    }
    #expect(photos.query.albumFilter == .album(1))
  }

  @Test func keysLeaveNothingBehindOnceDropped() async {
    weak var dropped: GalleryKeys?
    do {
      let keys = await startedKeys()
      await type(keys, "/ab")
      await press(keys, [.enter, .down, .enter, .escape])
      dropped = keys
    }

    #expect(dropped == nil)
  }

  @Test func escapeOnTheBottomListSaysNothing() async {
    let keys = await startedKeys()

    await press(keys, [.escape, .backspace])

    #expect(keys.lines.message == nil)
    #expect(!keys.isFinished)
  }
}

/// Backspace on an empty field closes the field and nothing else: a held Backspace that closes
/// the field does not go on back through the screens; Backspace after another key still goes
/// back.
@MainActor
@Suite("Backspace on an empty field", .timeLimit(.minutes(10)))
struct BackspaceOnAnEmptyFieldTests {
  /// The Gallery's keys with the posts open over the list, and post 1 over them if `opened`.
  func onThePosts(opened: Bool) async -> GalleryKeys {
    let photos = FakePhotoService()
    photos.enqueue(.photos(Photo.samples(count: 3)))
    let posts = ScriptedPostService(
      Post(id: 1, userID: 1, title: "Harbour at dusk", body: "Boats came in."), comments: [])
    let keys = GalleryKeys(
      coordinator: GalleryApp.makeCoordinator(
        services: GalleryServices(photos: photos, posts: posts)))
    keys.fit(toHeight: 20)
    await keys.start()
    for character in ":posts" { await keys.press(.character(character))?.value }
    await keys.press(.enter)?.value
    if opened { await keys.press(.enter)?.value }
    return keys
  }

  @Test(arguments: [(Key.character(":"), true), (.character("/"), false)])
  func aHeldBackspaceClosesTheFieldAndStaysOnTheScreen(opening: Key, onPost: Bool) async {
    let keys = await onThePosts(opened: onPost)
    let path = keys.coordinator.path
    #expect(path == (onPost ? [.posts, .post(1)] : [.posts]))
    await keys.press(opening)?.value
    #expect(keys.takesText)

    for _ in 0..<5 { await keys.press(.backspace)?.value }

    #expect(keys.mode == .browsing, "the field closed")
    #expect(keys.coordinator.path == path, "and nothing else happened")
    await keys.press(.down)?.value
    await keys.press(.backspace)?.value
    #expect(keys.coordinator.path == Array(path.dropLast()), "after another key, back")
  }
}
