import Models
import TestSupport
import Testing
import ViewModels

/// The prefetch policy as pure arithmetic: which thumbnails to start and which to give up on
/// when a list's window moves.
struct ThumbnailWindowTests {
  private let photos = Photo.samples(count: 12)

  private func window(visible: ClosedRange<Int>, upcoming: ClosedRange<Int>?) -> ThumbnailWindow {
    ThumbnailWindow(
      visible: visible.map { photos[$0 - 1] },
      upcoming: upcoming.map { $0.map { photos[$0 - 1] } } ?? [])
  }

  @Test func theFirstWindowPrefetchesVisibleRowsFirstThenTheUpcomingOnes() {
    let changes = ThumbnailWindow.empty.changes(to: window(visible: 1...4, upcoming: 5...8))

    #expect(changes.prefetch.map(\.id) == [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(changes.cancel.isEmpty)
  }

  @Test func pagingForwardPrefetchesTheNewPageAndCancelsTheOneThatLeft() {
    // Given page 1 on screen and page 2 coming; when page 2 is shown with page 3 coming
    let changes = window(visible: 1...4, upcoming: 5...8)
      .changes(to: window(visible: 5...8, upcoming: 9...12))

    // Then only page 3 starts, only page 1 stops, and page 2 is left to finish
    #expect(changes.prefetch.map(\.id) == [9, 10, 11, 12])
    #expect(changes.cancel.map(\.id) == [1, 2, 3, 4])
  }

  @Test func pagingBackRestartsTheEarlierPageAndDropsTheFarOne() {
    let changes = window(visible: 5...8, upcoming: 9...12)
      .changes(to: window(visible: 1...4, upcoming: 5...8))

    #expect(changes.prefetch.map(\.id) == [1, 2, 3, 4])
    #expect(changes.cancel.map(\.id) == [9, 10, 11, 12])
  }

  @Test func anUnchangedWindowAsksForNothing() {
    let same = window(visible: 1...4, upcoming: 5...8)
    let changes = same.changes(to: same)
    #expect(changes.prefetch.isEmpty && changes.cancel.isEmpty)
  }

  @Test func clearingTheWindowCancelsEverything() {
    let changes = window(visible: 1...2, upcoming: 3...3).changes(to: .empty)
    #expect(changes.cancel.map(\.id) == [1, 2, 3])
    #expect(changes.prefetch.isEmpty)
  }

  @Test func aPhotoBothVisibleAndUpcomingIsWantedOnce() {
    let overlapping = window(visible: 1...3, upcoming: 3...5)
    #expect(overlapping.photos.map(\.id) == [1, 2, 3, 4, 5])
  }
}
