/// Why an intent was refused. A refused intent changes nothing.
///
/// Coordinators show the description as a one-line message, so each case says what is valid.
public enum IntentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `open` named a row that is not on the current page.
  case rowNotVisible(Int, visible: ClosedRange<Int>?)
  /// A page move past the first or last page.
  case noSuchPage(direction: PageDirection, current: Int, count: Int)
  /// An album filter naming an album with no photos.
  case unknownAlbum(Int, known: ClosedRange<Int>?)
  /// `retry` when nothing has failed.
  case nothingToRetry
  /// An intent that needs loaded photos, sent before they arrived.
  case notLoaded

  /// Which way a page move went.
  public enum PageDirection: Sendable, Hashable {
    /// Towards the end of the list.
    case next
    /// Towards the start of the list.
    case previous
  }

  /// One line saying what was wrong and what is valid.
  public var description: String {
    switch self {
    case .rowNotVisible(let row, let visible?):
      "No row \(row) on this page: choose \(Self.span(visible)), or next/prev to page."
    case .rowNotVisible(let row, nil):
      "No row \(row): there are no rows on this page."
    case .noSuchPage(.next, let current, let count):
      "Already on the last page (\(current) of \(count)); prev goes back."
    case .noSuchPage(.previous, let current, let count):
      "Already on the first page (\(current) of \(count)); next goes forward."
    case .unknownAlbum(let album, let known?):
      "No photos in album \(album): albums are \(Self.span(known)), or all."
    case .unknownAlbum(let album, nil):
      "No photos in album \(album): there are no albums yet."
    case .nothingToRetry:
      "Nothing to retry: the last load did not fail."
    case .notLoaded:
      "Photos are not loaded yet; wait for them, or refresh."
    }
  }

  private static func span(_ range: ClosedRange<Int>) -> String {
    range.lowerBound == range.upperBound
      ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
  }
}
