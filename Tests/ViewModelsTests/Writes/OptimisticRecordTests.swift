import Essentials
import Models
import Testing
import ViewModels

/// One record edited on its own (``OptimisticRecord``): the edit shows at once and saving, then
/// is kept or rolled back with the reason, and a list over the same store sees each step.
@MainActor
@Suite("One record, edited optimistically")
struct OptimisticRecordTests {
  let kept = Comment(id: 7, postID: 1, name: "Ann", email: "ann@slim.example", body: "Lovely")

  /// A store holding `kept`, as the server confirmed it.
  func store() -> CommentStore {
    let store = CommentStore()
    store.merge([kept], sentAt: 0)
    return store
  }

  @Test func anEditShowsAtOnceSavingAndIsKeptWithTheServersAnswer() async {
    let store = store()
    let record = OptimisticRecord(7, in: store)
    let answer = Gate()
    let edited = Comment(id: 7, postID: 1, body: "Lovely light")

    let saving = record.edit(.replace(edited), whenUnconfirmed: {}) { id in
      await answer.wait()
      return Comment(id: id, postID: 1, body: "Lovely light (edited)")
    }

    #expect(record.value == edited)
    #expect(record.status == .saving)
    #expect(store.row(7)?.comment == edited)  // a list over the store shows the same edit
    answer.open()
    await saving?.value
    #expect(record.value?.body == "Lovely light (edited)")
    #expect(record.status == .saved)
    #expect(store.changesSaving == 0)
  }

  @Test func aRefusedEditIsRolledBackWithTheReason() async {
    let store = store()
    let record = OptimisticRecord(7, in: store)

    let deleting = record.edit(.delete, whenUnconfirmed: {}) { _ in
      throw Refused()
    }
    #expect(record.value == nil)
    #expect(record.status == .saving)
    await deleting?.value

    #expect(record.value == kept)
    guard case .rolledBack(let failure) = record.status else {
      Issue.record("expected the delete rolled back, got \(record.status)")
      return
    }
    #expect(failure.change == .delete && failure.target == kept)
    guard case .failed = failure.reason else {
      Issue.record("expected a plain refusal, got \(failure.reason)")
      return
    }
    #expect(store.row(7)?.comment == kept)
  }

  @Test func aRecordTheStoreDoesNotShowIsNotEditedAndNothingIsSent() {
    let store = store()
    var sent = 0

    let editing = OptimisticRecord(99, in: store).edit(.delete, whenUnconfirmed: {}) { _ in
      sent += 1
      return nil
    }

    #expect(editing == nil)
    #expect(sent == 0)
    #expect(store.changesSaving == 0)
  }
}

/// A server's refusal.
private struct Refused: Error {}

/// A door a fake server's answer waits at until the test opens it.
@MainActor
private final class Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    waiting.forEach { $0.resume() }
    waiting = []
  }
}
