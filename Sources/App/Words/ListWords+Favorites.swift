extension ListWords {
  /// What the favorites screen says around its rows.
  public static let favorites = ListWords(
    title: "Favorites", noun: "favorite", rows: "the favorites", loading: "Loading favorites…",
    none: "The server has no favorites.", noMatch: "No favorite's title has that.",
    searches: { text in "Keep favorites whose title contains \(text), ignoring case" }
  ) { which in "Show the photo of the favorite \(which)." }
}
