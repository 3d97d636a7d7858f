import Exercise07
import Models
import TerminalKit
import TestSupport
import Testing
import Views

/// What the screen shows, pinned before the diet: the same tour must print the same frames
/// after it, line for line.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AlbumsScreenTranscriptTests {
  @Test func aTourOfTheScreenPrintsWhatTheFatScreenPrinted() async throws {
    // Given a screen of 40 by 8 over twelve albums, whose second load fails
    let service = FakePhotoService()
    service.enqueue(.albums(AlbumFixtures.albums))
    service.enqueue(.failure(FakeFailure("The server answered 503.")), for: .albums)
    service.enqueue(.albums(AlbumFixtures.albums))
    let screen = AlbumsScreen(service: service)
    let display = Screen(width: 40, height: 8)
    screen.fit(toHeight: display.height)

    // When it starts and a person pages, mistypes, and refreshes twice
    await screen.start()
    var transcript = [screen.frame(on: display).text]
    for line in ["next", "next", "next", "prev", "open 3", "refresh", "next", "refresh"] {
      await screen.send(line)?.value
      transcript.append("> \(line)\n" + screen.frame(on: display).text)
    }

    // Then every frame is the fat screen's
    #expect(transcript.joined(separator: "\n") == Self.fatScreenTranscript)
  }

  /// Recorded from the fat screen before the diet began.
  static let fatScreenTranscript = """
    Albums 1–5 of 12
       1  ␛[2Jcleared
       2  ab rerum non rerum consequatur ut…
       3  beatae vel et
       4  consequatur autem doloribus natus…
       5  ducimus molestias eos animi atque…

    next · prev · refresh · quit
    > next
    Albums 6–10 of 12
       6  eaque aut omnis a
       7  natus impedit quibusdam
       8  non esse culpa molestiae omnis se…
       9  omnis laborum odio
      10  quidem molestiae enim

    next · prev · refresh · quit
    > next
    Albums 11–12 of 12
      11  sunt qui excepturi placeat culpa
      12  ut pariatur rerum ipsum natus rep…

    next · prev · refresh · quit
    > next
    Albums 11–12 of 12
      11  sunt qui excepturi placeat culpa
      12  ut pariatur rerum ipsum natus rep…
    This is the last page.
    next · prev · refresh · quit
    > prev
    Albums 6–10 of 12
       6  eaque aut omnis a
       7  natus impedit quibusdam
       8  non esse culpa molestiae omnis se…
       9  omnis laborum odio
      10  quidem molestiae enim

    next · prev · refresh · quit
    > open 3
    Albums 6–10 of 12
       6  eaque aut omnis a
       7  natus impedit quibusdam
       8  non esse culpa molestiae omnis se…
       9  omnis laborum odio
      10  quidem molestiae enim
    Unknown command "open 3". Commands: nex…
    next · prev · refresh · quit
    > refresh
    Albums · failed
    ┌ Could not load the albums.
    │ The server answered 503.
    └ Type refresh to try again.

    next · prev · refresh · quit
    > next
    Albums · failed
    ┌ Could not load the albums.
    │ The server answered 503.
    └ Type refresh to try again.
    There are no albums to page through.
    next · prev · refresh · quit
    > refresh
    Albums 1–5 of 12
       1  ␛[2Jcleared
       2  ab rerum non rerum consequatur ut…
       3  beatae vel et
       4  consequatur autem doloribus natus…
       5  ducimus molestias eos animi atque…

    next · prev · refresh · quit
    """
}
