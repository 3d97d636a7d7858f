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

/// `@State` and `.alert` as SwiftUI has them: a view's state outlives its body's evaluations
/// for as long as the view keeps its place (a page under another, a row that moved), is its own
/// per place, is dropped when the view leaves, and announces its writes; an alert shows while
/// its binding is true and its buttons dismiss it.
@MainActor
@Suite("The host's state and alerts")
struct HostStateAndAlertsTests {
  struct Tally: View {
    let name: String
    @State private var count = 0

    var body: some View {
      Text("\(name) \(count)")
      Button("+ \(name)") { count += 1 }
    }
  }

  @Observable
  final class Model {
    var path: [String] = []
    var rows = [1, 2]
    var refusal: String?
  }

  struct Rows: View {
    let model: Model

    var body: some View {
      ForEach(model.rows.map(Row.init)) { row in Tally(name: "row \(row.id)") }
    }
  }

  struct Row: Identifiable {
    let id: Int
  }

  struct Stack: View {
    @Bindable var model: Model

    var body: some View {
      NavigationStack(path: $model.path) {
        Tally(name: "root")
          .navigationDestination(for: String.self) { name in Tally(name: name) }
      }
    }
  }

  struct Refusing: View {
    @State private var refusal: String?

    var body: some View {
      Button("open") { refusal = "That row is no longer in the list." }
        .alert(
          "Could not open it",
          isPresented: .init(get: { refusal != nil }, set: { _ in refusal = nil }),
          presenting: refusal
        ) { _ in
        } message: { refusal in
          Text(refusal)
        }
    }
  }

  @Test func aStateOutlivesItsBodyAndIsItsOwnPerPlace() {
    let host = Host(VStackOfTwo())

    host.tap("+ left")
    host.tap("+ left")
    host.tap("+ right")

    #expect(host.front.texts == ["left 2", "+ left", "right 1", "+ right"])
  }

  struct VStackOfTwo: View {
    var body: some View {
      Tally(name: "left")
      Tally(name: "right")
    }
  }

  @Test func aRowsStateFollowsItsIdWhenRowsMove() {
    let model = Model()
    let host = Host(Rows(model: model))
    host.tap("+ row 2")

    model.rows = [2, 1]
    host.update()

    #expect(host.front.texts == ["row 2 1", "+ row 2", "row 1 0", "+ row 1"])
  }

  @Test func aPagesStateStaysUnderAPushAndGoesWhenThePageIsPopped() {
    let model = Model()
    let host = Host(Stack(model: model))
    model.path = ["harbour"]
    host.update()
    host.tap("+ harbour")

    model.path = ["harbour", "cliffs"]
    host.update()
    host.swipeBack()
    #expect(host.front.texts == ["harbour 1", "+ harbour"])

    host.swipeBack()
    model.path = ["harbour"]
    host.update()
    #expect(host.front.texts == ["harbour 0", "+ harbour"])
  }

  @Test func anAlertShowsWhileItsBindingIsTrueAndItsButtonDismissesIt() {
    let host = Host(Refusing())
    #expect(host.alert == nil)

    host.tap("open")

    #expect(host.alert?.title == "Could not open it")
    #expect(host.alert?.message == ["That row is no longer in the list."])
    #expect(host.alert?.buttons.map(\.label) == ["OK"])
    #expect(host.tapAlert("OK"))
    #expect(host.alert == nil)
  }
}
