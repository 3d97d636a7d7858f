import Coordinators

/// The commands of one Gallery screen: a ``ScreenCommand`` with a way back, which the line adapter
/// handles the same way on every screen (every screen but the bottom list was opened over another).
protocol GalleryScreenCommand: ScreenCommand {
  /// The command that closes the screen (or the help over it).
  static var back: Self { get }
  /// The command that ends the session: on every screen it stops the work under way.
  static var quit: Self { get }
}

extension CommandError {
  /// This refusal of `line`, or, when the line is a photo-list command (well formed or not), one
  /// pointing back to the list, where it works.
  func pointingToPhotoList(for line: String) -> CommandError {
    guard case .notOneOf = self else { return self }
    do {
      _ = try PhotoListCommand(parsing: line)
    } catch {
      if case .notOneOf = error { return self }
    }
    return .belongsTo("the photo list")
  }
}
