import Exercise02
import TestSupport
import Testing

/// The lesson itself: where the screen is lives in one stored value, an enum, with no flag or
/// optional beside it that could contradict it. Behaviour alone cannot tell a tidy enum from
/// flags that happen to be kept in step, so these look at what a live screen stores, with
/// `Mirror`: its stored properties as the running program has them, whatever the source says.
@MainActor
struct FeaturedPhotoShapeTests {
  /// What the screen is given and keeps as it was given: not where it is.
  static let dependencies: Set<String> = ["photoID", "service"]

  /// The stored values of a new screen besides its dependencies, by name.
  static func storedValues() -> [(name: String, value: Any)] {
    let screen = FeaturedPhotoViewModel(photoID: 7, service: FakePhotoService())
    return Mirror(reflecting: screen).children.compactMap { child in
      // `@Observable` keeps a stored `var phase` as `_phase`, beside its own registrar.
      guard let label = child.label, !label.hasPrefix("_$") else { return nil }
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      return dependencies.contains(name) ? nil : (name, child.value)
    }
  }

  /// How a stored value reads in a failure message: its name and its type.
  static func described(_ stored: (name: String, value: Any)) -> String {
    "\(stored.name): \(type(of: stored.value))"
  }

  @Test func theScreenStoresWhereItIsInOneEnum() {
    let stored = Self.storedValues()
    #expect(
      stored.count == 1,
      """
      FeaturedPhotoViewModel should store one value besides photoID and service (a private \
      enum); it stores \(stored.count): \(stored.map(Self.described).joined(separator: ", "))
      """)
    for value in stored where Mirror(reflecting: value.value).displayStyle != .enum {
      Issue.record("\(Self.described(value)) is not an enum: where the screen is should be one.")
    }
  }

  @Test func theScreenStoresNoFlagOrOptional() {
    let flags = Self.storedValues().filter { stored in
      stored.value is Bool || Mirror(reflecting: stored.value).displayStyle == .optional
    }
    #expect(
      flags.isEmpty,
      """
      A flag or an optional can contradict the rest of the state: \
      \(flags.map(Self.described).joined(separator: ", "))
      """)
  }
}
