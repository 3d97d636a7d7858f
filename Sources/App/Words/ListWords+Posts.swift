extension ListWords {
  /// What the posts screen says around its rows.
  public static let posts = ListWords(
    title: "Posts", noun: "post", rows: "the posts", loading: "Loading posts…",
    none: "The server has no posts.", noMatch: "No post title has that.",
    searches: { text in "Keep posts whose title contains \(text), ignoring case" }
  ) { which in "Show the post \(which) with its comments." }
}
