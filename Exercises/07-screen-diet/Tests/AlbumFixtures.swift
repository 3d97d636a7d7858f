import Models

/// Twelve albums, out of title order, one title too long for a 40-column screen and one that
/// tries to clear the terminal.
enum AlbumFixtures {
  static let titles = [
    "quidem molestiae enim", "sunt qui excepturi placeat culpa", "omnis laborum odio",
    "non esse culpa molestiae omnis sed optio", "eaque aut omnis a", "natus impedit quibusdam",
    "\u{1B}[2Jcleared", "beatae vel et", "consequatur autem doloribus natus consectetur",
    "ab rerum non rerum consequatur ut ea unde", "ducimus molestias eos animi atque nihil",
    "ut pariatur rerum ipsum natus repellendus praesentium",
  ]

  static let albums = titles.enumerated().map { index, title in
    Album(id: index + 1, userID: 1 + index / 4, title: title)
  }

  /// The same albums, sorted by title as the screen lists them.
  static let sorted = albums.sorted { $0.title < $1.title }
}
