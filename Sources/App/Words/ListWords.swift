import ViewModels

/// What a list screen of one section says around its rows (the albums, the posts, the people,
/// the favorites, the next list a student adds): plain strings, one value per screen, each in
/// its own file (`ListWords+People.swift`), which every front end reads.
///
/// ```swift
/// ListWords.people.title                   // "People"
/// ListWords.people.opening("in row N")     // "Show the profile of the user in row N."
/// ```
public struct ListWords: Sendable {
  /// The title: "Albums".
  public let title: String
  /// One row's entity, as a count names it: "album" (plural with an s).
  public let noun: String
  /// The rows as a sentence names them: "the albums".
  public let rows: String
  /// What shows while the rows load.
  public let loading: String
  /// What shows when the server has no rows.
  public let none: String
  /// What shows when a search leaves no rows.
  public let noMatch: String
  /// The order the rows are in, when the screen says it: "by title".
  public let order: String?
  /// What opening a row does, given which row as the front end points at it ("in row N",
  /// "under the cursor"): "Show the photos of the album in row N."
  public let opening: @Sendable (String) -> String
  /// What the list's search keeps, given the searched text as the front end names it
  /// ("TEXT"): "Keep posts whose title contains TEXT, ignoring case"; nil for a list without a
  /// search. How to clear it is the front end's to say.
  public let searches: (@Sendable (String) -> String)?

  public init(
    title: String, noun: String, rows: String, loading: String, none: String,
    noMatch: String = "Nothing matches the search.", order: String? = nil,
    searches: (@Sendable (String) -> String)? = nil, opening: @escaping @Sendable (String) -> String
  ) {
    self.title = title
    self.noun = noun
    self.rows = rows
    self.loading = loading
    self.none = none
    self.noMatch = noMatch
    self.order = order
    self.searches = searches
    self.opening = opening
  }

  /// What loading the rows again does, in a sentence: "Load the albums again."
  public var reloading: String { "Load \(rows) again." }

  /// Why the rows could not be loaded: "Could not load the albums: " and why.
  public func loadFailed(_ failure: LoadFailure) -> String {
    "Could not load \(rows): " + FailureWords.what(failure)
  }
}
