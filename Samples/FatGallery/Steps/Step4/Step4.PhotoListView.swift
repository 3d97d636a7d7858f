import Models
import TerminalKit
import Views

extension Step4 {
  /// The photo list drawn from a state: a pure function, the same frame for the same input.
  ///
  /// Steps 0–3 drew from loose flags read in a careful order; here each case of the state has
  /// exactly one drawing, and the compiler checks that every case has one.
  enum PhotoListView {
    /// The commands' reminder at the bottom of every frame.
    static let help: SafeText = "next · prev · open N · back · refresh · quit"
    /// Columns before a detail field's value.
    static let termWidth = 11

    static func frame(
      for state: PhotoListViewModel.State, note: SafeText?, on screen: Screen
    ) -> Frame {
      let body: [Line]
      switch state {
      case .loading:
        body = [Line("Photos · loading…")]
      case .failed(let failure):
        body = [
          Line("Photos · failed"), Line("┌ Could not load the photos."),
          Line("│ \(untrusted: failure.description)"), Line("└ Type refresh to try again."),
        ]
      case .list(let photos, _, of: 0) where photos.isEmpty:
        body = [Line("Photos · none")]
      case .list(let photos, let firstRow, let count):
        body =
          [Line("Photos \(firstRow)–\(firstRow + photos.count - 1) of \(count)")]
          + rows(photos, firstRow: firstRow, count: count, width: screen.width)
      case .detail(let photo, let row, let count):
        body = [Line("Photo \(row) of \(count)")] + fields(of: photo, width: screen.width)
      }
      return Frame(body + [note.map { Line($0) } ?? .blank, Line(help)], on: screen)
    }

    private static func rows(
      _ photos: ArraySlice<Photo>, firstRow: Int, count: Int, width: Int
    ) -> [Line] {
      let digits = String(count).count
      return photos.enumerated().map { offset, photo in
        let number: SafeText = "\(firstRow + offset)"
        let prefix = SafeText.empty.padded(toWidth: 2 + digits - number.width) + number + "  "
        return Line(
          prefix + SafeText.fitting(untrusted: photo.title, toWidth: width - prefix.width))
      }
    }

    private static func fields(of photo: Photo, width: Int) -> [Line] {
      let title = SafeText(untrusted: photo.title)
        .wrapped(toWidth: width - termWidth, maximumLines: 3)
      let entries: [(SafeText, [SafeText])] = [
        ("Title", title),
        ("Album", ["\(photo.albumID)"]),
        ("Image", [SafeText(untrusted: photo.url.absoluteString)]),
        ("Thumbnail", [SafeText(untrusted: photo.thumbnailURL.absoluteString)]),
      ]
      return entries.flatMap { term, parts in
        parts.enumerated().map { index, part in
          Line((index == 0 ? term : .empty).padded(toWidth: termWidth) + part)
        }
      }
    }
  }
}
