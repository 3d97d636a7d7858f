// The few SwiftUI spellings the ported screens use, as plain values the test host reads: a
// view's body evaluates to a `Node` that says what it shows (texts, buttons, rows by id) and
// what SwiftUI would run for it (`.task`, `.onDisappear`, `.refreshable`, a navigation stack).
// Nothing is drawn. The screens in `Screens/` are written against these names exactly as they
// would be against SwiftUI, which is what lets the porting article quote them.

/// A screen or part of one, as SwiftUI's `View`: its body, built by ``ViewBuilder``.
@MainActor
protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension View {
  /// What the view shows and runs, with its body evaluated down to the primitives.
  var node: Node { (self as? Node) ?? body.node }
}

/// What a view evaluates to: the primitives the host reads.
@MainActor
struct Node: View {
  /// The texts shown (a `Text`, a `Button`'s label), top to bottom.
  var texts: [String] = []
  /// The buttons, by label, with their actions.
  var buttons: [(label: String, action: @MainActor () -> Void)] = []
  /// The ids of the `ForEach` rows, top to bottom: what SwiftUI diffs.
  var rowIDs: [AnyHashable] = []
  /// `.task`: started when the view appears, cancelled when it disappears.
  var task: (@MainActor () async -> Void)?
  /// `.onDisappear`.
  var onDisappear: (@MainActor () -> Void)?
  /// `.refreshable`: what a pull to refresh awaits.
  var refresh: (@MainActor () async -> Void)?
  /// A `NavigationStack(path:)`: its path binding and its root.
  var stack: NavigationStackNode?
  /// `.navigationDestination(for:)`: the view for a value pushed on the enclosing stack.
  var destination: (@MainActor (AnyHashable) -> Node?)?

  var body: Node { self }

  /// `self` with `other` after it: the primitives of both, the first modifier of each kind.
  func merged(with other: Node) -> Node {
    var both = self
    both.texts += other.texts
    both.buttons += other.buttons
    both.rowIDs += other.rowIDs
    both.task = task ?? other.task
    both.onDisappear = onDisappear ?? other.onDisappear
    both.refresh = refresh ?? other.refresh
    both.stack = stack ?? other.stack
    both.destination = destination ?? other.destination
    return both
  }
}

/// Builds a body from statements, as SwiftUI's builder: blocks, `if`, `if case`, `switch`.
@resultBuilder
@MainActor
enum ViewBuilder {
  static func buildExpression(_ view: some View) -> Node { view.node }
  static func buildBlock(_ nodes: Node...) -> Node { nodes.reduce(Node()) { $0.merged(with: $1) } }
  static func buildOptional(_ node: Node?) -> Node { node ?? Node() }
  static func buildEither(first node: Node) -> Node { node }
  static func buildEither(second node: Node) -> Node { node }
}

/// Two-way access to a value someone else owns, as SwiftUI's `Binding`.
@MainActor
struct Binding<Value> {
  let get: @MainActor () -> Value
  let set: @MainActor (Value) -> Void

  var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

/// An `@Observable` object whose properties a view binds to, as SwiftUI's `@Bindable`:
/// `$coordinator.path` is a binding to `coordinator.path`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
struct Bindable<Object: AnyObject> {
  var wrappedValue: Object

  var projectedValue: Bindable<Object> { self }

  subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value>
  {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

struct Text: View {
  let string: String
  init(_ string: String) { self.string = string }
  var body: Node { Node(texts: [string]) }
}

struct Button: View {
  let label: String
  let action: @MainActor () -> Void
  init(_ label: String, action: @escaping @MainActor () -> Void) {
    self.label = label
    self.action = action
  }
  var body: Node { Node(texts: [label], buttons: [(label, action)]) }
}

/// A list's rows: the content of each, and its id, which is what SwiftUI diffs by.
struct List: View {
  let content: () -> Node
  init(@ViewBuilder content: @escaping () -> Node) { self.content = content }
  var body: Node { content() }
}

struct ForEach<Data: RandomAccessCollection>: View where Data.Element: Identifiable {
  let data: Data
  let row: @MainActor (Data.Element) -> Node
  init(_ data: Data, @ViewBuilder row: @escaping @MainActor (Data.Element) -> Node) {
    self.data = data
    self.row = row
  }
  var body: Node {
    var rows = data.map(row).reduce(Node()) { $0.merged(with: $1) }
    rows.rowIDs = data.map { AnyHashable($0.id) }
    return rows
  }
}

/// The stack part of a `NavigationStack(path:)`: the path, both ways, and the root.
@MainActor
final class NavigationStackNode {
  let path: Binding<[AnyHashable]>
  let root: Node

  init(path: Binding<[AnyHashable]>, root: Node) {
    self.path = path
    self.root = root
  }
}

struct NavigationStack<Route: Hashable & Sendable>: View {
  let path: Binding<[Route]>
  let root: () -> Node
  init(path: Binding<[Route]>, @ViewBuilder root: @escaping () -> Node) {
    self.path = path
    self.root = root
  }
  var body: Node {
    let path = path
    let erased = Binding<[AnyHashable]>(
      get: { path.get().map(AnyHashable.init) },
      set: { path.set($0.compactMap { $0.base as? Route }) })
    return Node(stack: NavigationStackNode(path: erased, root: root()))
  }
}

extension View {
  func task(_ action: @escaping @MainActor () async -> Void) -> Node {
    var node = self.node
    node.task = action
    return node
  }

  func onDisappear(_ action: @escaping @MainActor () -> Void) -> Node {
    var node = self.node
    node.onDisappear = action
    return node
  }

  func refreshable(_ action: @escaping @MainActor () async -> Void) -> Node {
    var node = self.node
    node.refresh = action
    return node
  }

  func navigationDestination<Value: Hashable & Sendable>(
    for type: Value.Type, @ViewBuilder destination: @escaping @MainActor (Value) -> Node
  ) -> Node {
    var node = self.node
    node.destination = { value in (value.base as? Value).map(destination) }
    return node
  }
}
