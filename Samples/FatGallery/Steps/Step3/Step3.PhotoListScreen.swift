import Models
import Observation
import TerminalKit
import Views

/// Step 3: reloading and wiring leave the screen for a coordinator.
enum Step3 {}

extension Step3 {
  /// What is left of the screen: the facts it is given, and the drawing of them.
  ///
  /// The coordinator sets these properties, as a controller sets a view's outlets; the screen
  /// neither loads nor reads commands. The flags are still loose (`isLoading` beside
  /// `errorText` beside `selected`), so the coordinator must keep them consistent: step 4
  /// replaces them with one state enum.
  @MainActor @Observable
  final class PhotoListScreen {
    var isLoading = false
    var errorText: String?
    var dataSource: Step2.PhotoDataSource?
    var selected: (row: Int, photo: Photo)?
    var note: String?

    func frame(on screen: Screen) -> Frame {
      var lines: [Line] = []
      if isLoading {
        lines.append(Line("Photos · loading…"))
      } else if let errorText {
        lines.append(Line("Photos · failed"))
        lines.append(Line("┌ Could not load the photos."))
        lines.append(Line("│ \(untrusted: errorText)"))
        lines.append(Line("└ Type refresh to try again."))
      } else if let dataSource, let selected {
        let photo = selected.photo
        lines.append(Line("Photo \(selected.row) of \(dataSource.photos.count)"))
        let title = SafeText(untrusted: photo.title)
        for (index, part) in title.wrapped(toWidth: screen.width - 11, maximumLines: 3)
          .enumerated()
        {
          lines.append(Line((index == 0 ? "Title      " : "           ") + part))
        }
        lines.append(Line("Album      \(photo.albumID)"))
        lines.append(Line("Image      \(untrusted: photo.url.absoluteString)"))
        lines.append(Line("Thumbnail  \(untrusted: photo.thumbnailURL.absoluteString)"))
      } else if let dataSource {
        lines.append(Line(dataSource.header))
        lines += dataSource.rows(width: screen.width)
      }
      lines.append(note.map { Line(SafeText(untrusted: $0)) } ?? .blank)
      lines.append(Line("next · prev · open N · back · refresh · quit"))
      return Frame(lines, on: screen)
    }
  }
}
