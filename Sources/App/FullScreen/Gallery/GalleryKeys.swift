import Coordinators
import LineFrontEnd

/// The Gallery driven by keys: ``DeclaredKeys`` over the Gallery's line adapter, so every
/// screen's Enter, keys, search, fields and hints are its declaration beside its commands
/// (`ScreenKeys`), and a screen added to the Gallery needs no edit in this module.
///
/// What is new here is only what a keyboard adds: a cursor on any screen of rows, held by the id
/// of the entity it is on (the list scrolls just enough to keep it in view), the text typed after
/// `/` (a search on every keystroke) or after `:` (a line command, sent as typed on Enter), and
/// the keys overlay. Escape is back; `q` and Ctrl-C quit.
///
/// ```swift
/// let keys = GalleryKeys(coordinator: coordinator)
/// keys.press(.down)   // the cursor moves to the second photo
/// keys.press(.enter)  // the list opens that photo: its detail is in front
/// ```
public typealias GalleryKeys = DeclaredKeys<GalleryLines>

extension DeclaredKeys where Lines == GalleryLines {
  /// Keys for the Gallery `coordinator` runs, whose lists scroll under the cursor.
  public convenience init(coordinator: GalleryCoordinator) {
    self.init(lines: GalleryLines(coordinator: coordinator, reading: .byScrolling))
  }

  /// The coordinator whose screens the keys act on.
  public var coordinator: GalleryCoordinator { lines.coordinator }
}
