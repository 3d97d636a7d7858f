extension ListWords {
  /// What the people screen says around its rows.
  public static let people = ListWords(
    title: "People", noun: "user", rows: "the people", loading: "Loading people…",
    none: "The server lists nobody.", noMatch: "No one's name has that.",
    searches: { text in "Keep people whose name contains \(text), ignoring case" }
  ) { which in "Show the profile of the user \(which)." }
}
