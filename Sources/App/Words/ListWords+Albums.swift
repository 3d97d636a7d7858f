extension ListWords {
  /// What the albums screen says around its rows.
  public static let albums = ListWords(
    title: "Albums", noun: "album", rows: "the albums",
    loading: "Loading albums, their owners and their photos…", none: "The server has no albums.",
    order: "by title"
  ) { which in "Show the photos of the album \(which)." }
}
