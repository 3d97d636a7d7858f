import Exercise07
import TestSupport
import Testing

/// The diet's point: where the screen is lives in one stored value, an enum, with no flag or
/// optional beside it. The fat screen's flags could be copied into the view model and kept in
/// step, and every behaviour test would still pass; so these look at what a live view model
/// stores, with `Mirror`: its stored properties as the running program has them.
@MainActor
struct AlbumListShapeTests {
  /// What the view model is given and keeps as it was given or told: not where it is. The page
  /// size is a setting the screen passes on from the terminal's height, so it may sit beside
  /// the enum.
  static let settings: Set<String> = ["service", "pageSize"]

  /// The stored values of a new view model besides its settings, by name.
  static func storedValues() -> [(name: String, value: Any)] {
    let viewModel = AlbumListViewModel(service: FakePhotoService(), pageSize: 5)
    return Mirror(reflecting: viewModel).children.compactMap { child in
      // `@Observable` keeps a stored `var source` as `_source`, beside its own registrar.
      guard let label = child.label, !label.hasPrefix("_$") else { return nil }
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      return settings.contains(name) ? nil : (name, child.value)
    }
  }

  /// How a stored value reads in a failure message: its name and its type.
  static func described(_ stored: (name: String, value: Any)) -> String {
    "\(stored.name): \(type(of: stored.value))"
  }

  @Test func theViewModelStoresWhereItIsInOneEnum() {
    let stored = Self.storedValues()
    #expect(
      stored.count == 1,
      """
      AlbumListViewModel should store one value besides service and pageSize (a private enum \
      whose loaded case holds the albums and the first row shown); it stores \(stored.count): \
      \(stored.map(Self.described).joined(separator: ", "))
      """)
    for value in stored where Mirror(reflecting: value.value).displayStyle != .enum {
      Issue.record("\(Self.described(value)) is not an enum: where the screen is should be one.")
    }
  }

  @Test func theViewModelStoresNoFlagOrOptional() {
    let flags = Self.storedValues().filter { stored in
      stored.value is Bool || Mirror(reflecting: stored.value).displayStyle == .optional
    }
    #expect(
      flags.isEmpty,
      """
      A flag or an optional can contradict the rest of the state, as the fat screen's did: \
      \(flags.map(Self.described).joined(separator: ", "))
      """)
  }
}
