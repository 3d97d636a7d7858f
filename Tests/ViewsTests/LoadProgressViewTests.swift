import Models
import TerminalKit
import Testing
import ViewModels
import Views

/// A list that arrives in batches: the header counts what has arrived, and a batch that failed
/// says how many arrived of how many.
struct LoadProgressViewTests {
  private let photos = ListFixtures.photos(albums: 1, perAlbum: 5)

  @Test func theHeaderCountsWhatHasArrivedOfTheServersTotal() {
    let content = ListFixtures.content(
      photos, pageSize: 5, refresh: .refreshing,
      progress: LoadProgress(received: 12_000, expected: 200_000))

    let text = content.frame(on: Screen(width: 100), commands: []).plainText

    #expect(text.hasPrefix("Photos · 5 shown in 1 section"))
    #expect(text.split(separator: "\n")[0].contains("12,000 of 200,000"))
    #expect(!text.contains("refreshing…"))
  }

  @Test func withoutATotalTheHeaderSaysHowManySoFar() {
    let content = ListFixtures.content(
      photos, pageSize: 5, refresh: .refreshing,
      progress: LoadProgress(received: 12_000, expected: nil))

    let text = content.frame(on: Screen(width: 100), commands: []).plainText

    #expect(text.split(separator: "\n")[0].contains("12,000 so far"))
  }

  @Test func aFailedBatchSaysHowManyArrivedOfHowMany() {
    let content = ListFixtures.content(
      photos, pageSize: 5, refresh: .failed(LoadFailure(message: "Server returned 500")),
      progress: LoadProgress(received: 12_000, expected: 200_000))

    let text = content.frame(on: Screen(width: 100), commands: []).plainText

    #expect(text.contains("Refresh failed: Server returned 500. Loaded 12,000 of 200,000"))
    #expect(text.split(separator: "\n")[0].contains("refresh failed — retry"))
  }

  @Test func aLoadStoppedAtTheMostRowsSaysWhyAndHowManyArrived() {
    // Given a load that stopped at its most rows, the server still promising more
    let content = ListFixtures.content(
      photos, pageSize: 5, refresh: .idle,
      progress: LoadProgress(
        received: 1_000_000, expected: 1_040_000, stop: .rowLimit(1_000_000)))

    let text = content.frame(on: Screen(width: 160), commands: []).plainText

    // Then the message says it stopped and why, and the header that it is not refreshing
    #expect(
      text.contains(
        "Stopped after 1,000,000 photos, the most one load takes: the server kept sending new "
          + "ones. Loaded 1,000,000 of 1,040,000"))
    #expect(text.split(separator: "\n")[0].contains("stopped at 1,000,000"))
  }

  @Test func aLoadStoppedAtTheMemoryCeilingSaysWhyAndHowManyArrived() {
    // Given a load that stopped once the process held 200 MB, the server still promising more
    let content = ListFixtures.content(
      photos, pageSize: 5, refresh: .idle,
      progress: LoadProgress(
        received: 412_000, expected: 413_000,
        stop: .memoryCeiling(rows: 412_000, bytes: 200_000_000)))

    let text = content.frame(on: Screen(width: 160), commands: []).plainText

    // Then the message says how many photos show and why it stopped, as at the most rows
    #expect(
      text.contains(
        "Stopped after 412,000 photos, at 200.0 MB of memory, the most one load fills: the "
          + "server kept sending new ones. Loaded 412,000 of 413,000"), "\(text)")
    #expect(text.split(separator: "\n")[0].contains("stopped at 412,000"))
  }
}
