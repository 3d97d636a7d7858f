/// The users, albums, photos and todos a fixture server serves, generated deterministically from a seed.
///
/// The same seed and counts always give the same data, byte for byte, on every platform, so tests
/// and sample transcripts never change from one run to the next.
///
/// ```swift
/// let small = FixtureDataset(seed: 42, userCount: 2, albumsPerUser: 3, photosPerAlbum: 4)
/// let server = try FixtureServer.start(dataset: small)
/// ```
public struct FixtureDataset: Sendable, Hashable {
  /// The seed everything was generated from.
  public let seed: UInt64
  /// Users with ids `1...userCount`.
  public let users: [FixtureUser]
  /// Albums with ids from 1, grouped by user: the first `albumsPerUser` belong to user 1.
  public let albums: [FixtureAlbum]
  /// Photos with ids from 1, grouped by album: the first `photosPerAlbum` belong to album 1.
  public private(set) var photos: [FixturePhoto]
  /// Todos with ids from 1, grouped by user: the first `todosPerUser` belong to user 1. They
  /// are where a server starts; `FixtureServer.todos` holds them as writes change them.
  public let todos: [FixtureTodo]

  /// The data samples run against: 10 users, 100 albums, 5,000 photos and 200 todos, like
  /// jsonplaceholder.
  public static let standard = FixtureDataset(seed: 0x51_1A)

  /// The id of the photo whose title is `hostileTitle`, in every dataset with that many photos.
  public static let hostilePhotoID = 7

  /// The one deliberately hostile title, planted on photo `hostilePhotoID`.
  ///
  /// It holds an ANSI escape that would turn a terminal red, a right-to-left override (U+202E)
  /// that would reverse the text after it, a tab and a newline. Shown raw, it corrupts a text
  /// screen; it is here to prove, end to end, that views make untrusted text safe. No other
  /// generated text contains a control character.
  public static let hostileTitle =
    "Harbour at dusk \u{1B}[31mRED ALERT\u{1B}[0m \u{202E}gpj.exe\u{202C}\tafter a tab\nsecond line"

  /// Todo titles a terminal must not obey, planted by id in every dataset with that many todos:
  /// the photos' hostile title, a title of nothing but a colour escape and spaces, and one that
  /// pretends to be two lines of the screen.
  public static let hostileTodoTitles: [Int: String] = [
    3: hostileTitle,
    8: "\u{1B}[2J\u{1B}[H   ",
    12: "Pay rent\r\n  [x] Everything done \u{1B}[32m✓\u{1B}[0m",
  ]

  /// Generates a dataset; the defaults give jsonplaceholder's shape.
  public init(
    seed: UInt64, userCount: Int = 10, albumsPerUser: Int = 10, photosPerAlbum: Int = 50,
    todosPerUser: Int = 20
  ) {
    precondition(
      userCount >= 0 && albumsPerUser >= 0 && photosPerAlbum >= 0 && todosPerUser >= 0,
      "negative count")
    self.seed = seed
    users = Self.makeUsers(seed: seed, count: userCount)
    albums = users.flatMap { user in
      (0..<albumsPerUser).map { offset in
        let id = (user.id - 1) * albumsPerUser + offset + 1
        var random = SplitMix64(seed: seed, stream: Stream.album.key(id))
        return FixtureAlbum(
          id: id, userID: user.id, title: TitleGenerator.albumTitle(using: &random))
      }
    }
    photos = albums.flatMap { album in
      (0..<photosPerAlbum).map { offset in
        let id = (album.id - 1) * photosPerAlbum + offset + 1
        var random = SplitMix64(seed: seed, stream: Stream.photo.key(id))
        let color = UInt32(truncatingIfNeeded: random.next())
        let title =
          id == Self.hostilePhotoID ? Self.hostileTitle : TitleGenerator.photoTitle(using: &random)
        return FixturePhoto(id: id, albumID: album.id, title: title, color: color)
      }
    }
    todos = users.flatMap { user in
      (0..<todosPerUser).map { offset in
        let id = (user.id - 1) * todosPerUser + offset + 1
        var random = SplitMix64(seed: seed, stream: Stream.todo.key(id))
        let completed = random.next(below: 5) < 2
        let title = Self.hostileTodoTitles[id] ?? TitleGenerator.todoTitle(using: &random)
        return FixtureTodo(id: id, userID: user.id, title: title, completed: completed)
      }
    }
  }

  /// jsonplaceholder's 10 users and 100 albums with `photoCount` photos spread evenly over the
  /// albums (the last albums trimmed to make the count exact): a long list for scale tests and
  /// the benchmarks, each photo as long as the standard ones.
  public init(seed: UInt64 = 0x51_1A, photoCount: Int) {
    precondition(photoCount >= 0, "negative count")
    let albumCount = 100
    self.init(seed: seed, photosPerAlbum: (photoCount + albumCount - 1) / albumCount)
    // Whole albums first, then trimmed from the end, so the count is exactly `photoCount`.
    photos.removeLast(photos.count - photoCount)
  }

  /// First names are dealt without repeats, so usernames are unique; past 16 users a number
  /// keeps them so ("zoe.angstrom2").
  private static func makeUsers(seed: UInt64, count: Int) -> [FixtureUser] {
    var random = SplitMix64(seed: seed, stream: Stream.names.key(0))
    let firstNames = random.shuffled(WordLists.firstNames)
    return (0..<count).map { index in
      let first = firstNames[index % firstNames.count]
      let last = random.pick(WordLists.lastNames)
      let round = index / firstNames.count
      let username = "\(first.handle).\(last.handle)" + (round == 0 ? "" : "\(round + 1)")
      // A stream of its own, so the names above come out as they did before users had these.
      var profile = SplitMix64(seed: seed, stream: Stream.profile.key(index + 1))
      return FixtureUser(
        id: index + 1, name: "\(first.name) \(last.name)", username: username,
        email: "\(username)@slim.example", company: profile.pick(WordLists.companies),
        city: profile.pick(WordLists.cities))
    }
  }

  /// Separate random streams per kind of record, so albums, photos, todos and profiles never share
  /// one.
  private enum Stream: UInt64 {
    case names = 1, album, photo, todo, profile

    func key(_ id: Int) -> UInt64 { rawValue << 40 | UInt64(id) }
  }
}
