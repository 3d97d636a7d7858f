/// The commands of one Gallery screen: a ``ScreenCommand`` with a way back, since every Gallery
/// screen but the photo list at the bottom was opened over another.
///
/// The coordinator parses each line with the command type of the screen in front and handles
/// `help` and `back` the same way on every screen; the screen's own commands are its own.
protocol GalleryScreenCommand: ScreenCommand {
  /// The command that closes the screen (or the help over it).
  static var back: Self { get }
}

extension CommandError {
  /// This refusal of `line`, or, when the line is a photo-list command (well formed or not), one
  /// pointing back to the list: a person who typed a list command on a screen opened from the
  /// list learns where it works.
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
