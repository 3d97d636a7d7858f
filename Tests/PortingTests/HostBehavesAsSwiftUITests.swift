import Observation
import SwiftUIHost
import TestSupport
import Testing

/// The host holds a port to SwiftUI's rule for drawing again: a body is drawn anew only after
/// Observation announced a change to something it read. A screen whose look changes without an
/// announcement is a test issue, as on a phone it would never be drawn again.
@MainActor
@Suite("The host draws again on announcements only")
struct HostRedrawsOnAnnouncementsTests {
  /// A model with one announced value and one that Observation ignores.
  @Observable
  final class Counter {
    var announced = 0
    @ObservationIgnored var ignored = 0
  }

  struct CounterPage: View {
    let counter: Counter

    var body: some View {
      Text("announced \(counter.announced)")
      Text("ignored \(counter.ignored)")
    }
  }

  @Test func anAnnouncedChangeIsDrawnAgain() {
    let counter = Counter()
    let host = Host(CounterPage(counter: counter))

    counter.announced += 1
    host.update()

    #expect(host.front.texts == ["announced 1", "ignored 0"])
  }

  @Test func aChangeNobodyAnnouncedIsAnIssue() {
    let counter = Counter()
    let host = Host(CounterPage(counter: counter))

    counter.ignored += 1
    withKnownIssue("the host reports a body that changed with no announcement") {
      host.update()
    }
  }
}

/// The host's rows, tasks and destinations as SwiftUI has them: moves are told apart from
/// deletes and inserts, repeated ids are refused, every `.task` of a view runs, and a stack
/// finds the destination of each type it pushes.
@MainActor
@Suite("The host's rows, tasks and destinations")
struct HostRowsTasksAndDestinationsTests {
  struct Item: Identifiable, Hashable {
    let id: Int
  }

  @Observable
  final class Items {
    var items: [Item]
    var started: [String] = []
    /// Values of two types, as a `NavigationPath` holds them.
    var path: [AnyHashable] = []
    init(_ ids: [Int]) { items = ids.map(Item.init) }
  }

  struct ItemsPage: View {
    let model: Items

    var body: some View {
      ForEach(model.items) { item in Text("item \(item.id)") }
        .task { model.started.append("rows") }
        .task { model.started.append("more") }
        .onAppear { model.started.append("appeared") }
    }
  }

  @Test func aRowMovedIsAMoveNotADeleteAndAnInsert() {
    let model = Items([1, 2, 3, 4])
    let host = Host(ItemsPage(model: model))

    model.items = [4, 1, 2, 3].map(Item.init)
    host.update()

    #expect(host.rowChanges == [Host.RowChange(moved: [4])])
  }

  @Test func rowsWithARepeatedIdAreAnIssue() {
    let model = Items([1, 2])
    let host = Host(ItemsPage(model: model))

    model.items = [1, 1].map(Item.init)
    withKnownIssue("two rows with id 1") { host.update() }
  }

  @Test func everyTaskOfAViewRunsAfterItsOnAppear() async {
    let model = Items([1])
    let host = Host(ItemsPage(model: model))
    await host.settle()

    #expect(model.started.first == "appeared")
    #expect(Set(model.started) == ["appeared", "rows", "more"])
  }

  @Observable
  final class Filtered {
    var filter = "all"
    var loads: [String] = []
    var finished: [String] = []
  }

  struct FilteredPage: View {
    let model: Filtered

    var body: some View {
      let filter = model.filter
      Text(filter)
        .task(id: filter) {
          model.loads.append(filter)
          guard (try? await Task.sleep(for: .seconds(600))) != nil else { return }
          model.finished.append(filter)
        }
    }
  }

  @Test func aTaskWithAnIDStartsAgainWhenTheIDChangesAndTheRunBeforeIsCancelled() async {
    let model = Filtered()
    let host = Host(FilteredPage(model: model))
    await waitUntil { model.loads == ["all"] }

    model.filter = "done"
    host.update()
    await waitUntil { model.loads == ["all", "done"] }
    host.close()
    await host.settle()

    #expect(model.finished.isEmpty)  // each run was cancelled: "all" by the change, "done" by close
  }

  struct Stack: View {
    @Bindable var model: Items

    var body: some View {
      NavigationStack(path: $model.path) {
        Text("root")
          .navigationDestination(for: Int.self) { number in Text("number \(number)") }
          .navigationDestination(for: String.self) { word in Text("word \(word)") }
      }
    }
  }

  @Test func aStackFindsTheDestinationOfEachTypeItPushes() {
    let model = Items([])
    let host = Host(Stack(model: model))

    model.path = [AnyHashable(7), AnyHashable("harbour")]
    host.update()
    #expect(host.depth == 3)
    #expect(host.front.texts == ["word harbour"])

    host.swipeBack()
    #expect(host.front.texts == ["number 7"])
  }
}
