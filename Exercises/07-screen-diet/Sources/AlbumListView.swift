import Models
import TerminalKit
import ViewModels
import Views

/// The album list as text: a pure function of the state, the note and the screen.
///
/// Step 3 of the README: move the fat screen's drawing here.
public enum AlbumListView {
  /// The frame for `state`, with `note` (a refusal, worded by the screen) above the help line.
  public static func frame(
    for state: AlbumListViewModel.State, note: String?, on screen: Screen
  ) -> Frame {
    Frame([Line("AlbumListView is not written yet: see the README.")], on: screen)
  }
}
