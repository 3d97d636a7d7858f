import DataEngine
import Foundation
import LocalServices
import Models
import Testing
import ViewModels

/// The word list over a real memory store: every command's change set comes from the fetched
/// results, and the rows it touched are marked.
@MainActor
@Suite("WordListViewModel", .timeLimit(.minutes(10)))
struct WordListViewModelTests {
  static let words = ["pear", "apple", "Äpfel", "banana", "plum"].enumerated().map {
    Word(id: $0.offset + 1, text: $0.element)
  }

  func list(_ words: [Word] = Self.words) throws -> WordListViewModel {
    try WordListViewModel(store: InMemoryStore(words))
  }

  @Test func wordsStartAlphabeticalIgnoringCaseAndAccents() throws {
    let list = try list()

    // "Äpfel" folds to "apfel", before "apple"
    #expect(list.state.texts == ["Äpfel", "apple", "banana", "pear", "plum"])
    #expect(list.state.lastChange == nil)
  }

  @Test func addingAWordReportsItsInsertAndMarksIt() async throws {
    let list = try list()

    try await list.add("  cherry ")

    #expect(list.state.texts == ["Äpfel", "apple", "banana", "cherry", "pear", "plum"])
    #expect(
      list.state.lastChange
        == WordListChange(
          cause: .added("cherry"), changes: ChangeSet(insertedRows: [RowPath(section: 0, row: 3)]),
          marks: [6: .inserted], number: 1))
    #expect(list.state.marks == [nil, nil, nil, .inserted, nil, nil])
  }

  @Test func renamingMovesAndUpdatesTheRow() async throws {
    let list = try list()

    try await list.rename(3, to: "zucchini")  // Äpfel

    #expect(list.state.texts == ["apple", "banana", "pear", "plum", "zucchini"])
    #expect(
      list.state.lastChange?.changes
        == ChangeSet(
          movedRows: [RowMove(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 4))],
          updatedRows: [RowPath(section: 0, row: 4)]))
    #expect(list.state.marks.last == .moved)
  }

  @Test func deletingTheOnlyWordOfALetterDeletesItsSection() async throws {
    let list = try list()
    try list.group(true)

    try await list.delete(4)  // banana, alone under B

    #expect(list.state.lastChange?.changes == ChangeSet(deletedSections: [1]))
    #expect(list.state.headers == [.text("A"), .text("P")])
  }

  @Test func searchingReportsWhatLeftAndClearingWhatCameBack() throws {
    let list = try list()

    list.search("P")
    let narrowed = list.state.lastChange?.changes
    list.search("")

    #expect(narrowed == ChangeSet(deletedRows: [RowPath(section: 0, row: 2)]))
    #expect(
      list.state.lastChange?.changes == ChangeSet(insertedRows: [RowPath(section: 0, row: 2)]))
  }

  @Test func aSearchMatchingNothingSaysSo() throws {
    let list = try list()

    list.search("xyz")

    #expect(list.state.words == .empty(.noMatches("xyz")))
  }

  @Test func sortingByAddedNewestFirst() throws {
    let list = try list()

    try list.sort(WordSort(field: .added, ascending: false))

    #expect(list.state.texts == ["plum", "banana", "Äpfel", "apple", "pear"])
    #expect(list.query.sort == WordSort(field: .added, ascending: false))
  }

  @Test(arguments: [0, 6, -1])
  func aWordThatIsNotThereIsRefusedAndChangesNothing(id: Int) async throws {
    let list = try list()

    await #expect(throws: WordListError.noSuchWord(id)) { try await list.delete(id) }
    await #expect(throws: WordListError.noSuchWord(id)) { try await list.rename(id, to: "fig") }
    #expect(list.state.texts.count == 5)
    #expect(list.state.lastChange == nil)
  }

  @Test func aWordTheSearchHidesCannotBeDeleted() async throws {
    let list = try list()
    list.search("p")

    await #expect(throws: WordListError.noSuchWord(4)) { try await list.delete(4) }  // banana
  }

  @Test(arguments: ["", "   "])
  func anEmptyWordIsRefused(text: String) async throws {
    let list = try list()

    await #expect(throws: WordListError.emptyWord) { try await list.add(text) }
  }

  @Test func churnIsTheSameForTheSameSeed() async throws {
    let first = try WordListViewModel(store: InMemoryStore(Self.words), seed: 7)
    let second = try WordListViewModel(store: InMemoryStore(Self.words), seed: 7)

    try await first.churn(40)
    try await second.churn(40)

    #expect(first.state.texts == second.state.texts)
    #expect(first.state.lastChange == second.state.lastChange)
    #expect(first.state.churn == ChurnProgress(saved: 40, total: 40))
    #expect(first.state.lastChange?.writes == 40)
  }

  @Test func churnSavesAfterEveryChange() async throws {
    let directory = FileManager.default.temporaryDirectory.appending(path: "slim-words-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "words.json")
    let list = try WordListViewModel(store: try await FileStore<Word>.open(at: file), seed: 3)

    try await list.churn(25)

    let reopened = try WordListViewModel(store: try await FileStore<Word>.open(at: file))
    #expect(reopened.state.texts == list.state.texts)
    #expect(reopened.state.lastChange == nil)
  }

  @Test func groupingGivesOneSectionPerInitialWithItsCount() throws {
    let list = try list()

    try list.group(true)

    let rows = try #require(list.state.content?.rows)
    #expect(rows.sections.map(\.key) == [.text("A"), .text("B"), .text("P")])
    #expect(rows.sections.map(\.count) == [2, 1, 2])
    #expect(list.state.lastChange?.cause == .grouped(true))
  }

  @Test func aChangeSaysWhichWordItWasAbout() async throws {
    let list = try list()

    try await list.delete(5)

    #expect(list.state.texts == ["Äpfel", "apple", "banana", "pear"])
    #expect(list.state.lastChange?.cause == .deleted(Word(id: 5, text: "plum")))
    #expect(list.state.lastChange?.number == 1)
  }

  @Test func aWriteFromElsewhereShowsWithItsMarks() async throws {
    // Given a list over a store someone else writes too
    let store = InMemoryStore(Self.words)
    let list = try WordListViewModel(store: store)

    // When another writer adds a word, and the main actor is free again
    try store.upsert(Word(id: 40, text: "cherry"))
    await Task.yield()

    // Then the list shows it, marked, as a change from elsewhere
    #expect(list.state.texts == ["Äpfel", "apple", "banana", "cherry", "pear", "plum"])
    #expect(list.state.lastChange?.cause == .storeChanged)
    #expect(list.state.marks == [nil, nil, nil, .inserted, nil, nil])
  }

  @Test func aFailedSaveIsReportedAndTheChangeStaysOnScreen() async throws {
    let list = try WordListViewModel(store: UnsavableStore())

    await #expect(throws: WordListError.store("the disk is full")) { try await list.add("fig") }
    #expect(list.state.texts == ["fig"])
  }
}

/// A store whose saves always fail.
private final class UnsavableStore: Store {
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  private let memory = InMemoryStore<Word>()

  func commit(_ batch: StoreBatch<Word>) -> StoreChange<Word> { memory.commit(batch) }
  func fetch(id: Int) -> Word? { memory.fetch(id: id) }
  func fetch(_ descriptor: FetchDescriptor<Word>) throws -> [Word] { try memory.fetch(descriptor) }
  func count(_ descriptor: FetchDescriptor<Word>) throws -> Int { try memory.count(descriptor) }
  func save() async throws { throw DiskFull() }
  func observe(_ observer: @escaping @Sendable (StoreChange<Word>) -> Void) -> StoreSubscription {
    memory.observe(observer)
  }
}

extension WordListViewModel.State {
  var content: WordListContent? {
    if case .loaded(let content) = words { return content }
    return nil
  }

  var texts: [String] { content?.rows.all.map(\.text) ?? [] }

  /// Each row's mark from the last change, in order.
  var marks: [ChangeMark?] {
    content?.rows.all.map { lastChange?.marks[$0.id] } ?? []
  }

  var headers: [SectionKey] { content?.rows.sections.map(\.key) ?? [] }
}
