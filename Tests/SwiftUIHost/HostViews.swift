import Testing

// The few SwiftUI spellings a ported screen uses, as plain values the test host reads: a view's
// body evaluates to a `Node` that says what it shows (texts, buttons, rows by id) and what
// SwiftUI would run for it (`.task`, `.onDisappear`, `.refreshable`, a navigation stack).
// Nothing is drawn. The screens in `Tests/PortingTests/Screens` (and an exercise's) are written
// against these names exactly as they would be against SwiftUI, which is what lets the porting
// article quote them.

/// A screen or part of one, as SwiftUI's `View`: its body, built by ``ViewBuilder``.
@MainActor
public protocol View {
  /// The type of the body: ``Node`` for the primitives.
  associatedtype Body: View
  /// What the view is made of.
  @ViewBuilder var body: Body { get }
}

extension View {
  /// What the view shows and runs, with its body evaluated down to the primitives (and its
  /// `@State`s given the storage of its place first).
  public var node: Node { (self as? Node) ?? Evaluation.body(of: self) }
}

/// What a view evaluates to: the primitives the host reads.
@MainActor
public struct Node: View {
  /// The texts shown (a `Text`, a `Button`'s label), top to bottom.
  public var texts: [String] = []
  /// The buttons, by label, with their actions.
  public var buttons: [(label: String, action: @MainActor () -> Void)] = []
  /// The ids of the `ForEach` rows, top to bottom: what SwiftUI diffs.
  public var rowIDs: [AnyHashable] = []
  /// The `.task`s, every one: started when the view appears, cancelled when it disappears.
  public var tasks: [@MainActor () async -> Void] = []
  /// The `.task(id:)`s: each started when the view appears, and started again, the one before
  /// cancelled, when its id changes.
  public var idTasks: [(id: AnyHashable, action: @MainActor () async -> Void)] = []
  /// `.searchable(text:)`: the search field's text, both ways.
  public var search: Binding<String>?
  /// The `.onAppear`s, run when the view comes into view.
  public var onAppear: [@MainActor () -> Void] = []
  /// `.onDisappear`.
  public var onDisappear: (@MainActor () -> Void)?
  /// `.refreshable`: what a pull to refresh awaits.
  public var refresh: (@MainActor () async -> Void)?
  /// A `NavigationStack(path:)`: its path binding and its root.
  public var stack: NavigationStackNode?
  /// `.navigationDestination(for:)`: the view for a value pushed on the enclosing stack.
  public var destination: (@MainActor (AnyHashable) -> Node?)?
  /// `.alert(_:isPresented:presenting:actions:message:)`, while it is presented.
  public var alert: Alert?

  /// An alert on screen: its title, its message's texts, and its buttons, each of which runs
  /// its action and then dismisses the alert, as SwiftUI's do.
  public struct Alert {
    public let title: String
    public let message: [String]
    public let buttons: [(label: String, action: @MainActor () -> Void)]
  }

  /// Nothing shown, nothing run.
  public init() {}

  /// A node is its own body: it is where evaluation stops.
  public var body: Node { self }

  /// `self` with `other` after it: the primitives of both, the first modifier of each kind.
  public func merged(with other: Node) -> Node {
    var both = self
    both.texts += other.texts
    both.buttons += other.buttons
    both.rowIDs += other.rowIDs
    both.tasks += other.tasks
    both.idTasks += other.idTasks
    both.search = search ?? other.search
    both.onAppear += other.onAppear
    both.onDisappear = onDisappear ?? other.onDisappear
    both.refresh = refresh ?? other.refresh
    both.stack = stack ?? other.stack
    both.destination = Self.either(destination, other.destination)
    both.alert = alert ?? other.alert
    return both
  }

  /// The destination of `first`'s value type, or else of `second`'s: a stack may declare one
  /// `.navigationDestination` for each type it pushes.
  static func either(
    _ first: (@MainActor (AnyHashable) -> Node?)?, _ second: (@MainActor (AnyHashable) -> Node?)?
  ) -> (@MainActor (AnyHashable) -> Node?)? {
    guard let first, let second else { return first ?? second }
    return { value in first(value) ?? second(value) }
  }
}

/// Builds a body from statements, as SwiftUI's builder: blocks, `if`, `if case`, `switch`.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// A view in a body, evaluated.
  public static func buildExpression(_ view: some View) -> Node { view.node }
  /// Views one after the other.
  public static func buildBlock(_ nodes: Node...) -> Node {
    nodes.reduce(Node()) { $0.merged(with: $1) }
  }
  /// An `if` without an `else`: nothing when it is false.
  public static func buildOptional(_ node: Node?) -> Node { node ?? Node() }
  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first node: Node) -> Node { node }
  /// Another branch of an `if`/`else` or a `switch`.
  public static func buildEither(second node: Node) -> Node { node }
}

/// Two-way access to a value someone else owns, as SwiftUI's `Binding`.
@MainActor
public struct Binding<Value> {
  /// Reads the value.
  public let get: @MainActor () -> Value
  /// Writes the value.
  public let set: @MainActor (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The value, read or written through the binding.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

/// An `@Observable` object whose properties a view binds to, as SwiftUI's `@Bindable`:
/// `$coordinator.path` is a binding to `coordinator.path`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
  /// The object.
  public var wrappedValue: Object

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Object) { self.wrappedValue = wrappedValue }

  /// What `$object` is: the source of bindings to its properties.
  public var projectedValue: Bindable<Object> { self }

  /// A binding to the object's property at `keyPath`.
  public subscript<Value>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>
  ) -> Binding<Value> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

/// A line of text, as SwiftUI's `Text`.
public struct Text: View {
  private let string: String

  /// Shows `string`.
  public init(_ string: String) { self.string = string }

  /// The text.
  public var body: Node {
    var node = Node()
    node.texts = [string]
    return node
  }
}

/// A button, as SwiftUI's `Button`: ``Host/tap(_:)`` finds it by its label.
public struct Button: View {
  private let label: String
  private let action: @MainActor () -> Void

  /// A button labelled `label` that runs `action` when tapped.
  public init(_ label: String, action: @escaping @MainActor () -> Void) {
    self.label = label
    self.action = action
  }

  /// The label, and the button.
  public var body: Node {
    var node = Node()
    node.texts = [label]
    node.buttons = [(label, action)]
    return node
  }
}

/// A list, as SwiftUI's `List`: its content's rows.
public struct List: View {
  private let content: () -> Node

  /// A list of `content`.
  public init(@ViewBuilder content: @escaping () -> Node) { self.content = content }

  /// The content.
  public var body: Node { content() }
}

/// Rows of identified data, as SwiftUI's `ForEach`: the ids are what the host diffs.
public struct ForEach<Data: RandomAccessCollection>: View where Data.Element: Identifiable {
  private let data: Data
  private let row: @MainActor (Data.Element) -> Node

  /// A row of `row` for each element of `data`, identified by its id.
  public init(_ data: Data, @ViewBuilder row: @escaping @MainActor (Data.Element) -> Node) {
    self.data = data
    self.row = row
  }

  /// The rows, with their ids; ids that repeat are a test issue, as SwiftUI cannot tell such
  /// rows apart.
  public var body: Node {
    // Each row's views have the place of its id, so a row's state follows it when rows move.
    var rows = data.map { element in Evaluation.within("\(element.id)") { row(element) } }
      .reduce(Node()) { $0.merged(with: $1) }
    rows.rowIDs = data.map { AnyHashable($0.id) }
    if Set(rows.rowIDs).count != rows.rowIDs.count {
      let repeated = Dictionary(grouping: rows.rowIDs, by: \.self).filter { $0.value.count > 1 }
      Issue.record("ForEach rows repeat ids \(repeated.keys.map(\.description).sorted())")
    }
    return rows
  }
}

/// The stack part of a `NavigationStack(path:)`: the path, both ways, and the root.
@MainActor
public final class NavigationStackNode {
  /// The path, its values type-erased.
  public let path: Binding<[AnyHashable]>
  /// The root screen, which carries the `.navigationDestination`.
  public let root: Node

  init(path: Binding<[AnyHashable]>, root: Node) {
    self.path = path
    self.root = root
  }
}

/// A navigation stack over a path of values, as SwiftUI's `NavigationStack(path:)`.
public struct NavigationStack<Route: Hashable & SendableMetatype>: View {
  private let path: Binding<[Route]>
  private let root: () -> Node

  /// A stack showing `root`, with a screen over it for each value of `path`.
  public init(path: Binding<[Route]>, @ViewBuilder root: @escaping () -> Node) {
    self.path = path
    self.root = root
  }

  /// The stack.
  public var body: Node {
    let path = path
    let erased = Binding<[AnyHashable]>(
      get: { path.get().map(AnyHashable.init) },
      set: { path.set($0.compactMap { $0.base as? Route }) })
    var node = Node()
    node.stack = NavigationStackNode(path: erased, root: root())
    return node
  }
}

extension View {
  /// Runs `action` when the view appears, cancelled when it disappears: SwiftUI's `.task`. A
  /// view may have several; each runs.
  public func task(_ action: @escaping @MainActor () async -> Void) -> Node {
    var node = self.node
    node.tasks.append(action)
    return node
  }

  /// Runs `action` when the view appears and again whenever `id` changes, cancelling the run
  /// before: SwiftUI's `.task(id:)`.
  public func task(
    id: some Hashable, _ action: @escaping @MainActor () async -> Void
  ) -> Node {
    var node = self.node
    node.idTasks.append((AnyHashable(id), action))
    return node
  }

  /// A search field over the view whose text is `text`: SwiftUI's `.searchable(text:)`.
  public func searchable(text: Binding<String>) -> Node {
    var node = self.node
    node.search = text
    return node
  }

  /// Runs `action` when the view comes into view.
  public func onAppear(_ action: @escaping @MainActor () -> Void) -> Node {
    var node = self.node
    node.onAppear.append(action)
    return node
  }

  /// Runs `action` when the view disappears.
  public func onDisappear(_ action: @escaping @MainActor () -> Void) -> Node {
    var node = self.node
    node.onDisappear = action
    return node
  }

  /// What a pull to refresh awaits.
  public func refreshable(_ action: @escaping @MainActor () async -> Void) -> Node {
    var node = self.node
    node.refresh = action
    return node
  }

  /// The view for each value of type `type` pushed on the enclosing stack.
  public func navigationDestination<Value: Hashable & Sendable>(
    for type: Value.Type, @ViewBuilder destination: @escaping @MainActor (Value) -> Node
  ) -> Node {
    var node = self.node
    node.destination = Node.either(
      { value in (value.base as? Value).map(destination) }, node.destination)
    return node
  }
}

extension View {
  /// An alert over the view while `isPresented` is true and `data` is not nil: SwiftUI's
  /// `.alert(_:isPresented:presenting:actions:message:)`. A button of `actions` runs and then
  /// sets `isPresented` to false; with no button, the alert has SwiftUI's "OK".
  public func alert<T>(
    _ title: String, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> Node,
    @ViewBuilder message: @escaping @MainActor (T) -> Node
  ) -> Node {
    var node = self.node
    guard isPresented.get(), let data else { return node }
    var given = actions(data).buttons
    if given.isEmpty { given = [(label: "OK", action: {})] }
    let buttons = given.map { button -> (label: String, action: @MainActor () -> Void) in
      (
        button.label,
        {
          button.action()
          isPresented.set(false)
        }
      )
    }
    node.alert = Node.Alert(title: title, message: message(data).texts, buttons: buttons)
    return node
  }
}
