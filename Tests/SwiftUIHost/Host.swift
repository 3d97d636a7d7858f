import Observation
import Synchronization
import Testing

/// Runs a view as SwiftUI on a phone would, and nothing more: the test harness that proves a port.
///
/// - A screen that comes into view starts its `.task`; one that leaves it (popped, or covered by
///   a push, as a stack's screens are on an iPhone) has its task cancelled and `.onDisappear` run.
/// - A `NavigationStack(path:)` is bound both ways: the host reads the path to know the screens,
///   and ``swipeBack()`` writes it one shorter, as the back gesture does.
/// - `ForEach` rows are diffed by id after each ``update()``: an id that goes and another that
///   comes are a delete and an insert, whatever the row shows; a row whose place among the others
///   changed is a move; ids that repeat are a test issue.
/// - A view's `.task`s all start when it appears, after its `.onAppear`s; a stack may declare a
///   `.navigationDestination` for each type of value it pushes.
/// - ``pullToRefresh()`` awaits `.refreshable`, cancelled if its screen leaves view.
/// - A view's `@State` lives in the host, by the view's place (HostState.swift); ``alert`` is
///   the alert presented over the screen in front, and ``tapAlert(_:)`` taps its button.
///
/// Where SwiftUI re-evaluates bodies on its own when observed state changes, the host does it
/// when told, with ``update()``, so each test says which frame it looks at. It holds the port to
/// SwiftUI's rule all the same: the bodies are evaluated under Observation, and a screen in
/// front that looks different with no announcement since the last evaluation (it read an
/// `@ObservationIgnored` value, or a live read without its version) is recorded as a test
/// issue, because on a phone it would never be drawn again.
@MainActor
public final class Host {
  /// A screen on the stack (or the one screen, without a stack).
  private struct Shown {
    /// The path value it was pushed for; nil for the root.
    let route: AnyHashable?
    var node: Node
    /// Whether it is in view: it appeared and has not disappeared since.
    var inView = false
    /// Its `.task`, started when it came into view.
    var task: Task<Void, Never>?
    /// Its pull to refresh, while one runs.
    var refreshing: Task<Void, Never>?
    /// Its `.task(id:)`s, and the ids they were started for.
    var idTask: Task<Void, Never>?
    var taskIDs: [AnyHashable] = []
  }

  /// The rows a `ForEach` lost, gained and moved in one update, by id.
  public struct RowChange: Equatable {
    /// The ids no longer there.
    public var deleted: Set<AnyHashable> = []
    /// The ids new there.
    public var inserted: Set<AnyHashable> = []
    /// The ids still there whose rows moved: the fewest that explain the new order, as a
    /// table's `moveRow` would animate them.
    public var moved: Set<AnyHashable> = []

    /// A change deleting `deleted`, inserting `inserted` and moving `moved`.
    public init(
      deleted: Set<AnyHashable> = [], inserted: Set<AnyHashable> = [],
      moved: Set<AnyHashable> = []
    ) {
      self.deleted = deleted
      self.inserted = inserted
      self.moved = moved
    }

    /// What turned rows `old` into rows `new`; nil when nothing did.
    init?(from old: [AnyHashable], to new: [AnyHashable]) {
      let (before, after) = (Set(old), Set(new))
      deleted = before.subtracting(after)
      inserted = after.subtracting(before)
      // The rows both hold, in the new order, by their old place: the longest run that keeps
      // its order stays, and every other row moved.
      let place = Dictionary(old.enumerated().map { ($1, $0) }) { first, _ in first }
      let kept = new.filter(before.contains)
      let staying = Self.longestIncreasing(kept.map { place[$0] ?? 0 })
      moved = Set(kept.indices.filter { !staying.contains($0) }.map { kept[$0] })
      if deleted.isEmpty && inserted.isEmpty && moved.isEmpty { return nil }
    }

    /// The indices of a longest strictly increasing run of `values` (patience sorting).
    private static func longestIncreasing(_ values: [Int]) -> Set<Int> {
      var tails: [Int] = []  // index of the last value of the best run of each length
      var previous = Array(repeating: -1, count: values.count)
      for (index, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
      }
      var run = Set<Int>()
      var index = tails.last ?? -1
      while index >= 0 {
        run.insert(index)
        index = previous[index]
      }
      return run
    }
  }

  /// What the screen in front shows, to tell whether an evaluation changed it.
  private struct Look: Equatable {
    let texts: [String]
    let buttons: [String]
    let rowIDs: [AnyHashable]

    @MainActor init(_ node: Node) {
      texts = node.texts
      buttons = node.buttons.map(\.label)
      rowIDs = node.rowIDs
    }
  }

  /// Whether Observation announced a change to something the last evaluation read; set from
  /// whatever thread made the change.
  private final class Announcement: Sendable {
    let made = Mutex(true)
  }

  private let root: @MainActor () -> Node
  private let announcement = Announcement()
  /// The `@State`s of the views, by place.
  private let places = StatePlaces()
  /// What the screen in front showed at the last evaluation, and at which depth.
  private var lastLook: (depth: Int, look: Look)?
  private var shown: [Shown] = []
  /// Whether ``close()`` took the view away for good.
  private var isClosed = false
  /// Tasks cancelled when their screens left view, until ``settle()`` has seen them end.
  private var stopping: [Task<Void, Never>] = []
  /// What each update did to the rows of the screen in front, oldest first; no entry for an
  /// update that changed no row id.
  public private(set) var rowChanges: [RowChange] = []

  /// Shows `view`: its first screen appears.
  public init(_ view: some View) {
    root = { Evaluation.fromTheTop { view.node } }
    update()
  }

  /// The screen in front, as last evaluated (once closed, the last one that was).
  public var front: Node { shown[shown.count - 1].node }

  /// How many screens are on the stack, the root included.
  public var depth: Int { shown.count }

  /// Evaluates the bodies again, as SwiftUI does when observed state changes: screens whose
  /// path values left the path disappear, new ones appear, and the rows in front are diffed.
  public func update() {
    guard !isClosed else { return }
    let announced = announcement.made.withLock { made in
      defer { made = false }
      return made
    }
    let announcement = announcement
    let screens = withObservationTracking {
      evaluate()
    } onChange: {
      announcement.made.withLock { $0 = true }
    }
    reconcile(screens)
    let look = (depth: shown.count, look: Look(front))
    if !announced, let last = lastLook, last.depth == look.depth, last.look != look.look {
      Issue.record(
        """
        The screen in front changed with no Observation announcement since it was last \
        evaluated: a body read something that does not announce its changes, so SwiftUI \
        would not draw it again. Before: \(last.look.texts); after: \(look.look.texts).
        """)
    }
    lastLook = look
  }

  /// The bodies: the root, and the screen of each path value on its stack, each page at a place
  /// of its own (its route), so the `@State` of a page stays with it.
  private func evaluate() -> [(AnyHashable?, Node)] {
    Evaluation.places = places
    defer {
      Evaluation.places = nil
      places.dropUnreached()
    }
    let top = root()
    guard let stack = top.stack else { return [(nil, top)] }
    var screens: [(AnyHashable?, Node)] = [(nil, stack.root)]
    for route in stack.path.get() {
      let screen = Evaluation.fromTheTop {
        Evaluation.within("\(route)") { stack.root.destination?(route) }
      }
      guard let screen else { break }
      screens.append((route, screen))
    }
    return screens
  }

  /// The back gesture: the path binding is written one shorter, then the stack follows.
  public func swipeBack() {
    guard let stack = root().stack else { return }
    stack.path.set(Array(stack.path.get().dropLast()))
    update()
  }

  /// A pull to refresh on the screen in front: awaits its `.refreshable`, then updates. The
  /// refresh is cancelled if its screen leaves view meanwhile, as SwiftUI cancels it.
  public func pullToRefresh() async {
    guard let refresh = front.refresh else { return }
    let index = shown.count - 1
    let task = Task { await refresh() }
    shown[index].refreshing = task
    await task.value
    if shown.indices.contains(index) { shown[index].refreshing = nil }
    update()
  }

  /// The alert over the screen in front, if one is presented.
  public var alert: Node.Alert? { front.alert }

  /// Taps the alert's button labelled `label` (SwiftUI's "OK" unless the screen named its own):
  /// its action runs and the alert goes, then the host updates; false if there is no such button.
  @discardableResult
  public func tapAlert(_ label: String = "OK") -> Bool {
    guard let button = alert?.buttons.first(where: { $0.label == label }) else { return false }
    button.action()
    update()
    return true
  }

  /// Taps the button labelled `label` on the screen in front, then updates; false if none is.
  @discardableResult
  public func tap(_ label: String) -> Bool {
    guard let button = front.buttons.first(where: { $0.label == label }) else { return false }
    button.action()
    update()
    return true
  }

  /// Waits for the `.task` of the screen in front to end, and for the cancelled tasks of the
  /// screens that left view to wind down, then updates.
  public func settle() async {
    let stopped = stopping
    stopping = []
    for task in stopped { await task.value }
    await shown.last?.task?.value
    update()
  }

  /// The view goes away for good (its sheet dismissed, the app closed): every screen on it
  /// disappears, and later updates show nothing.
  public func close() {
    isClosed = true
    for index in shown.indices.reversed() { hide(index) }
  }

  private func reconcile(_ screens: [(route: AnyHashable?, node: Node)]) {
    var kept = 0
    while kept < shown.count, kept < screens.count, shown[kept].route == screens[kept].route {
      kept += 1
    }
    for index in shown.indices.dropFirst(kept).reversed() { hide(index) }
    shown.removeSubrange(kept...)
    let oldRows = shown.last?.node.rowIDs
    let wasInFront = shown.count == screens.count
    for index in shown.indices { shown[index].node = screens[index].node }
    for screen in screens.dropFirst(kept) {
      shown.append(Shown(route: screen.route, node: screen.node))
    }
    // Only the screen in front is in view: the ones under it disappear, it appears.
    for index in shown.indices.dropLast() { hide(index) }
    if !shown[shown.count - 1].inView {
      shown[shown.count - 1].inView = true
      for appear in front.onAppear { appear() }
      let tasks = front.tasks
      shown[shown.count - 1].task =
        tasks.isEmpty
        ? nil
        : Task {
          await withDiscardingTaskGroup { group in
            for task in tasks { group.addTask { await task() } }
          }
        }
    }
    restartIDTasks(of: shown.count - 1)
    if wasInFront, let oldRows, let change = RowChange(from: oldRows, to: front.rowIDs) {
      rowChanges.append(change)
    }
  }

  /// Starts the `.task(id:)`s of the screen at `index` when it came into view or one of their
  /// ids changed, cancelling the runs before.
  private func restartIDTasks(of index: Int) {
    let tasks = shown[index].node.idTasks
    guard shown[index].inView, tasks.map(\.id) != shown[index].taskIDs || shown[index].idTask == nil
    else { return }
    if let running = shown[index].idTask {
      running.cancel()
      stopping.append(running)
    }
    shown[index].taskIDs = tasks.map(\.id)
    let actions = tasks.map(\.action)
    shown[index].idTask =
      actions.isEmpty
      ? nil
      : Task {
        await withDiscardingTaskGroup { group in
          for action in actions { group.addTask { await action() } }
        }
      }
  }

  /// Types `text` into the search field of the screen in front (its `.searchable`), then
  /// updates; false if it has none.
  @discardableResult
  public func search(_ text: String) -> Bool {
    guard let field = front.search else { return false }
    field.set(text)
    update()
    return true
  }

  /// The screen at `index` leaves view: its tasks are cancelled, its `.onDisappear` runs.
  private func hide(_ index: Int) {
    guard shown[index].inView else { return }
    shown[index].inView = false
    let running = [shown[index].task, shown[index].refreshing, shown[index].idTask]
    for task in running.compactMap(\.self) {
      task.cancel()
      stopping.append(task)
    }
    shown[index].task = nil
    shown[index].refreshing = nil
    shown[index].idTask = nil
    shown[index].taskIDs = []
    shown[index].node.onDisappear?()
  }
}
