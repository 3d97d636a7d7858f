import DataEngine
import Models
import Testing
import ViewModels

/// Ids near the largest `Int`: a kept store may hold any id, and the next word's id is never
/// allowed to overflow (which would trap and take the app down on every start).
@MainActor
@Suite("WordList ids", .timeLimit(.minutes(10)))
struct WordListIDTests {
  @Test func aStoreHoldingTheLargestIdOpensAndRefusesANewWordClearly() async throws {
    let store = InMemoryStore([Word(id: Int.max, text: "last")])
    let list = try WordListViewModel(store: store)

    await #expect(throws: WordListError.noIDLeft) { try await list.add("pear") }
    #expect(try store.fetchAll() == [Word(id: Int.max, text: "last")])
  }

  @Test func theLastIdIsGivenOnceAndThenRefused() async throws {
    let store = InMemoryStore([Word(id: Int.max - 1, text: "almost")])
    let list = try WordListViewModel(store: store)

    try await list.add("pear")
    await #expect(throws: WordListError.noIDLeft) { try await list.add("plum") }

    #expect(try store.fetchAll().map(\.id) == [Int.max - 1, Int.max])
  }

  @Test func churnStopsAtTheLastIdWithTheSameRefusal() async throws {
    let store = InMemoryStore([Word(id: Int.max, text: "last")])
    let list = try WordListViewModel(store: store, seed: 1)

    // Within 20 random changes comes an add, which has no id to take.
    await #expect(throws: WordListError.noIDLeft) { try await list.churn(20) }
    #expect(try store.fetchAll().allSatisfy { $0.id == Int.max })
  }
}
