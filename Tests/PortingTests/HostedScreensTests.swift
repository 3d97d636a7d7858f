import Coordinators
import DataEngine
import Foundation
import Models
import SwiftUIHost
import TestSupport
import Testing
import ViewModels

/// Todos, the word list and both video posts in the host that behaves as SwiftUI does, through
/// the views the porting article shows: `.task` started on appear and cancelled on disappear,
/// rows diffed by id, `.refreshable` awaited, refused writes, and writes from another screen.
@MainActor
@Suite("Todos, words and video posts in a SwiftUI-like host", .timeLimit(.minutes(10)))
struct HostedScreensTests {
  let clock = TestClock()
  let todos = [
    Todo(id: 1, userID: 1, title: "Buy milk", completed: false),
    Todo(id: 2, userID: 1, title: "Walk the dog", completed: true),
  ]

  // MARK: Todos

  @Test func aTapTogglesATodoAndARefusedToggleComesBack() async throws {
    let service = ScriptedTodoService(todos)
    let list = TodoListViewModel(service: service)
    let host = Host(TodosPage(list: list))
    await host.settle()
    #expect(host.front.rowIDs == [1, 2])

    // The checkbox's tap forgets its task; the row shows the change at once
    #expect(host.tap("Buy milk"))
    #expect(list.row(1)?.todo.completed == true)
    await waitUntil { list.changesSaving == 0 }
    #expect(service.todos.first?.completed == true)

    // The server refuses the next one: the row comes back, and the alert has what was lost
    service.script.fail(.update, with: FakeFailure("The server is busy (503)."))
    #expect(host.tap("Buy milk"))
    await waitUntil { list.content?.unsaved.isEmpty == false }
    host.update()
    #expect(list.row(1)?.todo.completed == true)
    #expect(host.front.rowIDs == [1, 2])
  }

  @Test func aTapOnATodoDeletedSinceTheLastFrameShowsTheRefusalAsAnAlert() async throws {
    let service = ScriptedTodoService(todos)
    let list = TodoListViewModel(service: service)
    let host = Host(TodosPage(list: list))
    await host.settle()

    // The todo goes (another screen, a swipe) before the frame with its row is redrawn
    _ = try list.delete(1)
    #expect(host.tap("Buy milk"))

    #expect(host.alert?.title == "Could not change it")
    #expect(host.alert?.message == ["Todo 1 is no longer in the list."])
    #expect(host.tapAlert())
    #expect(host.alert == nil)
    #expect(host.front.rowIDs == [2])
  }

  @Test func aLoadCancelledByDisappearingIsResumedByTheNextAppear() async throws {
    let service = ScriptedTodoService(todos)
    let held = service.script.hold(.list)
    let list = TodoListViewModel(service: service)
    let first = Host(TodosPage(list: list))
    await waitUntil { !service.script.calls(of: .list).isEmpty }

    // The screen goes before the todos come: its `.task` is cancelled
    first.close()
    held.release()
    await first.settle()
    #expect(list.state != .loading)

    // Shown again, it loads
    let again = Host(TodosPage(list: list))
    await again.settle()
    #expect(again.front.rowIDs == [1, 2])
  }

  @Test func aPullToRefreshIsAwaitedAndBringsTheServersChanges() async throws {
    let service = ScriptedTodoService(todos)
    let list = TodoListViewModel(service: service)
    let host = Host(TodosPage(list: list))
    await host.settle()

    service.change {
      $0.append(Todo(id: 3, userID: 1, title: "Water the plants", completed: false))
    }
    await host.pullToRefresh()

    #expect(host.front.rowIDs == [1, 2, 3])
    #expect(host.rowChanges.last == Host.RowChange(inserted: [3]))
  }

  @Test func anAddedTodoKeepsOneRowIdentityThroughItsSave() async throws {
    let service = ScriptedTodoService(todos)
    let list = TodoListViewModel(service: service)
    let host = Host(TodosPage(list: list))
    await host.settle()

    let loaded = host.rowChanges.count
    let save = try list.add("Water the plants")  // the field's submit
    host.update()
    #expect(host.rowChanges.count == loaded + 1)  // the new row, inserted once
    await save.value
    host.update()

    #expect(host.rowChanges.count == loaded + 1)  // no delete and insert when the id comes back
  }

  @Test func twoTodosScreensOverOneStoreStayInStep() async throws {
    let service = ScriptedTodoService(todos)
    let store = TodoStore()  // what the two screens share, as a phone app's model would be
    let list = TodoListViewModel(service: service, store: store)
    let other = TodoListViewModel(service: service, store: store)
    let host = Host(TodosPage(list: list))
    let otherHost = Host(TodosPage(list: other))
    await host.settle()
    await otherHost.settle()

    #expect(host.tap("Buy milk"))
    await waitUntil { list.changesSaving == 0 }
    otherHost.update()

    #expect(other.row(1)?.todo.completed == true)
  }

  // MARK: The word list

  @Test func wordsAreRowsByIDAndARenameKeepsTheRow() async throws {
    let words = ["pear", "apple"].enumerated().map { Word(id: $0.offset + 1, text: $0.element) }
    let list = try WordListViewModel(store: InMemoryStore(words))
    let host = Host(WordListPage(list: list))
    await host.settle()
    #expect(host.front.rowIDs == [2, 1])  // apple, pear

    try await list.add("fig")
    host.update()
    try await list.rename(1, to: "apricot")
    host.update()

    #expect(host.front.texts == ["apple", "apricot", "fig"])
    // The rename kept its row (no delete, no insert) and moved it to its new place by text
    #expect(host.rowChanges == [Host.RowChange(inserted: [3]), Host.RowChange(moved: [1])])
  }

  @Test func aWordRenamedOnOneScreenShowsOnAnotherOverTheSameStore() async throws {
    let words = ["pear", "apple"].enumerated().map { Word(id: $0.offset + 1, text: $0.element) }
    let store = InMemoryStore(words)
    let list = try WordListViewModel(store: store)
    let other = try WordListViewModel(store: store)
    let host = Host(WordListPage(list: list))
    let otherHost = Host(WordListPage(list: other))
    await host.settle()
    await otherHost.settle()

    // Waits for the other list to announce the write (its rows' version), not for the rows it
    // reads live to show it: SwiftUI draws again on the announcement.
    let before = other.state
    try await list.rename(1, to: "apricot")
    await waitUntil { other.state != before }
    otherHost.update()

    #expect(otherHost.front.texts == ["apple", "apricot"])
    #expect(otherHost.rowChanges.isEmpty)  // the same rows, by id
  }

  // MARK: Video posts

  @Test func aFilesPostIsSentFromItsScreen() async throws {
    let movie = URL(fileURLWithPath: "/videos/harbour.mp4")
    let screen = try VideoURLPostViewModel(
      url: movie,
      service: FakeVideoPostService(clock: clock, sizes: [movie: 2_000], stepDelay: .zero),
      files: FakeFileInspector([movie: .regularFile(size: 2_000, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: nil))
    let host = Host(VideoPostPage(screen: screen))
    await host.settle()

    try screen.setCaption("Harbour")
    host.update()
    try await screen.post()

    #expect(host.front.texts == ["Harbour"])
    guard case .posted = screen.state else {
      Issue.record("expected the post published, got \(screen.state)")
      return
    }
  }

  @Test func aPostTheServerRefusesFailsAndARetrySendsIt() async throws {
    let movie = URL(fileURLWithPath: "/videos/harbour.mp4")
    let service = FakeVideoPostService(clock: clock, sizes: [movie: 2_000], stepDelay: .zero)
    let screen = try VideoURLPostViewModel(
      url: movie, service: service,
      files: FakeFileInspector([movie: .regularFile(size: 2_000, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: nil))
    let host = Host(VideoPostPage(screen: screen))
    await host.settle()
    try screen.setCaption("Harbour")

    service.failPosts(with: FakeFailure("The server is busy (503)."))
    try await screen.post()
    guard case .failed = screen.state else {
      Issue.record("expected the refused post, got \(screen.state)")
      return
    }

    service.failPosts(with: nil)
    try await screen.retry()
    guard case .posted = screen.state else {
      Issue.record("expected the post published, got \(screen.state)")
      return
    }
  }

  @Test func anAssetsFetchStopsWhenItsScreenGoesAndStartsAgainWhenShown() async throws {
    let asset = MediaAsset.sample(id: "cat.mov", size: 2_000)
    let screen = VideoAssetPostViewModel(
      asset: asset, library: FakeMediaLibrary(assets: [asset], clock: clock, chunkSize: 2_000),
      service: FakeVideoPostService(clock: clock, sizes: [:]))
    let first = Host(VideoPostPage(screen: screen))
    await clock.waitForSleepers(1)  // the fetch, under way

    first.close()
    await first.settle()
    #expect(screen.state == .fetchCancelled)

    let again = Host(VideoPostPage(screen: screen))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await again.settle()
    guard case .fetched = screen.state else {
      Issue.record("expected the asset fetched, got \(screen.state)")
      return
    }
  }
}
