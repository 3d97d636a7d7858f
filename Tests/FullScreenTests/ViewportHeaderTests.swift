import Composition
import Coordinators
import LineFrontEnd
import Models
import TestSupport
import Testing
import ViewModels
import Views

@testable import FullScreen

// The full screen scrolls a window over each list rather than turning pages, so its header says
// which rows are in view, never a page number that stays at 1 while the list scrolls. The line
// front end's pages keep `page N of M` (its transcripts and goldens).
extension GalleryKeysTests {
  /// The header bar of the frame the keys draw now.
  func header(_ keys: GalleryKeys) -> String {
    String(keys.frame(on: screen).plainText.split(separator: "\n").first ?? "")
  }

  @Test func scrolledPastTheFirstScreenThePhotosHeaderNamesTheRowsShown() async {
    let keys = await startedKeys()
    #expect(header(keys).hasSuffix("rows 1–7 of 30"))

    await press(keys, Array(repeating: .down, count: 10))

    #expect(visible(keys) == 5...11)
    #expect(header(keys).hasSuffix("rows 5–11 of 30"))
    #expect(!header(keys).contains("page"))
  }

  @Test func aSearchNamesTheRowsOfWhatItFound() async {
    let keys = await startedKeys()
    await press(keys, Array(repeating: .down, count: 10))

    await type(keys, "/1")

    guard case .loaded(let found) = keys.coordinator.list.state else {
      Issue.record("expected the photos found, got \(keys.coordinator.list.state)")
      return
    }
    #expect(found.photoCount > 7)
    let shown = visible(keys).map { "rows \($0.lowerBound)–\($0.upperBound)" }
    #expect(shown != nil && header(keys).hasSuffix("\(shown ?? "") of \(found.photoCount)"))
  }

  @Test func scrolledPastTheFirstScreenTheAlbumsHeaderNamesTheRowsShown() async {
    let keys = await keysOnTwentyAlbums()
    #expect(header(keys).hasSuffix("rows 1–7 of 20"))

    await press(keys, Array(repeating: .down, count: 10))

    #expect(header(keys).hasSuffix("rows 5–11 of 20"))
  }

  @Test func scrolledPastTheFirstScreenAnAlbumsPhotosHeaderNamesTheRowsShown() async {
    let keys = await keysOnTwentyAlbums()
    service.enqueue(.photos(Photo.samples(count: 30, perAlbum: 30)))
    await press(keys, [.enter])
    guard case .list(let photos) = keys.coordinator.front, photos.query.albumFilter == .album(1)
    else {
      Issue.record("expected album 1's photos in front, got \(keys.coordinator.front)")
      return
    }

    await press(keys, Array(repeating: .down, count: 10))

    #expect(header(keys).contains("album 1"))
    #expect(header(keys).hasSuffix("rows 5–11 of 30"))
  }
}

extension WordListKeysTests {
  @Test func scrolledPastTheFirstScreenTheWordsHeaderNamesTheRowsShown() async throws {
    let keys = try keys()
    let count = WordListApp.samples.count
    func header() -> String {
      String(keys.frame(on: screen).plainText.split(separator: "\n").first ?? "")
    }
    #expect(header().hasSuffix("rows 1–7 of \(count)"))

    await press(keys, Array(repeating: .down, count: 10))

    #expect(header().hasSuffix("rows 5–11 of \(count)"))
    #expect(!header().contains("page"))
  }
}

extension TodosKeysTests {
  @Test func scrolledPastTheFirstScreenTheTodosHeaderNamesTheRowsShown() async {
    let many = ScriptedTodoService(
      (1...20).map { Todo(id: $0, userID: 1, title: "Todo \($0)", completed: false) })
    let keys = DeclaredKeys(
      lines: TodosLines(
        coordinator: TodosApp.makeCoordinator(service: many), reading: .byScrolling))
    await keys.start()
    keys.fit(toHeight: screen.height)
    func header() -> String {
      String(keys.frame(on: screen).plainText.split(separator: "\n").first ?? "")
    }
    let first = keys.lines.rowsInFront?.page.visibleRows
    #expect(
      first?.lowerBound == 1
        && first.map { header().hasSuffix("rows 1–\($0.upperBound) of 20") } == true)

    await press(keys, Array(repeating: .down, count: 15))

    let shown = keys.lines.rowsInFront?.page.visibleRows
    #expect(shown.map { $0.lowerBound > 1 && $0.contains(16) } == true)
    #expect(
      shown.map { header().hasSuffix("rows \($0.lowerBound)–\($0.upperBound) of 20") } == true)
    #expect(!header().contains("page"))
  }
}
