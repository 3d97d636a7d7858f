/// A screen's view model as navigation sees it: something shown and hidden. SwiftUI's lifecycle
/// is the contract: `.task { await model.appear() }` when the screen shows, `.onDisappear {
/// model.disappear() }` when it goes, and a coordinator that closes a screen calls
/// `disappear()` with no switch over which screen it is. Every screen's view model declares it
/// where it is declared.
@MainActor
public protocol ScreenModel: AnyObject {
  /// The screen is shown: starts the work it needs (a first load, a thumbnail), or continues
  /// work that was stopped; returns once that work has settled.
  func appear() async
  /// The screen went away: stops its work at once, settling its state.
  func disappear()
}

/// A view model that asks to go somewhere: it reports `Navigation` values through
/// `onNavigate`, and its coordinator decides where they lead.
@MainActor
public protocol Navigating: AnyObject {
  /// Where the screen can ask to go.
  associatedtype Navigation
  /// Called when the screen asks to navigate; set by the coordinator.
  var onNavigate: @MainActor (Navigation) -> Void { get set }
}
