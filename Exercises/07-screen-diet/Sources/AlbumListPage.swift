import Models

/// One page of the album list: the rows shown, numbered from 1 across all pages, and how many
/// albums there are in all.
///
/// Given, not part of the exercise: the value the view model shows and the view draws.
public struct AlbumListPage: Hashable, Sendable, CustomStringConvertible {
  /// One album on the page, with its number in the whole list.
  public struct Row: Hashable, Sendable {
    /// The album's number in the whole list, from 1.
    public let number: Int
    /// The album.
    public let album: Album
  }

  /// The rows shown, in order.
  public let rows: [Row]
  /// How many albums the list holds in all.
  public let total: Int

  /// The page of `albums` that starts at `firstRow` (from 0) and holds at most `size` rows.
  public init(_ albums: [Album], firstRow: Int, size: Int) {
    let shown = albums.indices.clamped(to: firstRow..<(firstRow + max(1, size)))
    rows = shown.map { Row(number: $0 + 1, album: albums[$0]) }
    total = albums.count
  }

  /// Which rows the page shows, for a failing expectation: "rows 6–10 of 12".
  public var description: String {
    "rows \(rows.first?.number ?? 0)–\(rows.last?.number ?? 0) of \(total)"
  }
}
