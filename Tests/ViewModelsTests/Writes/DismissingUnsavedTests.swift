import Models
import Testing
import ViewModels

/// Dismissing the writes not saved forgets only those the screen showed: one that failed after
/// the screen was drawn is still there to be shown, never cleared unseen.
@MainActor
@Suite("Dismissing what was not saved")
struct DismissingUnsavedTests {
  private struct Refused: Error {}

  @Test func aFailureAfterTheScreenWasDrawnOutlivesTheDismissal() async {
    let store = CommentStore()
    store.merge(
      [Comment(id: 1, postID: 1, body: "one"), Comment(id: 2, postID: 1, body: "two")], sentAt: 0)
    let deleteOne = store.send(.delete, to: 1, was: store.row(1)!.comment, whenUnconfirmed: {}) {
      _ in throw Refused()
    }
    await deleteOne.value
    // The screen draws the first failure
    let shown = store.unsaved
    #expect(shown.count == 1)

    // And a second write fails before the person dismisses what they saw
    let deleteTwo = store.send(.delete, to: 2, was: store.row(2)!.comment, whenUnconfirmed: {}) {
      _ in throw Refused()
    }
    await deleteTwo.value
    store.dismissUnsaved(shown)

    #expect(store.unsaved.map(\.id) == [2])
    store.dismissUnsaved(store.unsaved)
    #expect(store.unsaved.isEmpty)
  }
}
