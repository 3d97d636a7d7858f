import Observation

// `@State` as SwiftUI keeps it: in the host, not in the view. A view is a value made again every
// time its parent's body runs; its `@State` lives on as long as the view keeps its place in the
// tree. The host names each place by the path of views that lead to it (the type of each, its
// position among its parent's views, the route of the page it is on, the id of its row) and
// keeps one storage per place and property. A write announces itself through Observation, so a
// body that read the value is evaluated again, as SwiftUI draws it again.

/// A value a view owns, as SwiftUI's `@State`: kept by the host across evaluations of the view's
/// body, for as long as the view keeps its place; `$value` is a binding to it.
@MainActor
@propertyWrapper
public struct State<Value>: StateProperty {
  private let box: StateBox<Value>

  /// A state starting at `wrappedValue` the first time its view takes its place.
  public init(wrappedValue: Value) { box = StateBox(StateStorage(wrappedValue)) }

  /// The value, read or written.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.storage.value }, set: { box.storage.value = $0 })
  }

  func attach(to places: StatePlaces, at key: String) {
    box.storage = places.storage(at: key, startingWith: box.storage)
  }
}

/// A property the host gives its storage to before the view's body runs.
@MainActor
protocol StateProperty {
  func attach(to places: StatePlaces, at key: String)
}

/// The storage a `State` reads and writes: the host's for its place once attached.
@MainActor
final class StateBox<Value> {
  var storage: StateStorage<Value>
  init(_ storage: StateStorage<Value>) { self.storage = storage }
}

/// One state's value, observed.
@MainActor
@Observable
final class StateStorage<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Every state a host keeps, by place; a place no evaluation reached is dropped, as SwiftUI drops
/// the state of a view that left the tree.
@MainActor
final class StatePlaces {
  private var storages: [String: AnyObject] = [:]
  private var reached: Set<String> = []

  /// The storage kept at `key`, or `fresh` kept there from now on.
  func storage<Value>(
    at key: String, startingWith fresh: StateStorage<Value>
  ) -> StateStorage<Value> {
    reached.insert(key)
    if let kept = storages[key] as? StateStorage<Value> { return kept }
    storages[key] = fresh
    return fresh
  }

  /// Forgets the places the evaluation just ended did not reach.
  func dropUnreached() {
    storages = storages.filter { reached.contains($0.key) }
    reached = []
  }
}

/// Where the evaluation under way is: the host's states, and the path of places to the view
/// being evaluated.
@MainActor
enum Evaluation {
  static var places: StatePlaces?
  private static var path: [String] = []
  private static var counts: [Int] = [0]

  /// `view`'s body, evaluated at the next place under the current one, its states attached.
  static func body<V: View>(of view: V) -> Node {
    let position = counts[counts.count - 1]
    counts[counts.count - 1] += 1
    return within("\(V.self)#\(position)") {
      if let places {
        let key = path.joined(separator: "/")
        for child in Mirror(reflecting: view).children {
          guard let label = child.label, let state = child.value as? any StateProperty else {
            continue
          }
          state.attach(to: places, at: key + "." + label)
        }
      }
      return view.body.node
    }
  }

  /// `evaluate` run from the top of the tree: the places it names do not depend on what was
  /// evaluated before it.
  static func fromTheTop<Result>(_ evaluate: () -> Result) -> Result {
    let saved = (path, counts)
    (path, counts) = ([], [0])
    defer { (path, counts) = saved }
    return evaluate()
  }

  /// `evaluate` run at a place named `name` under the current one (a page's route, a row's id).
  static func within<Result>(_ name: String, _ evaluate: () -> Result) -> Result {
    path.append(name)
    counts.append(0)
    defer {
      path.removeLast()
      counts.removeLast()
    }
    return evaluate()
  }
}
