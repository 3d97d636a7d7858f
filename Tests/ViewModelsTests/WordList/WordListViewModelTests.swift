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

  func list(_ words: [Word] = Self.words, pageSize: Int = 20) throws -> WordListViewModel {
    try WordListViewModel(store: InMemoryStore(words), pageSize: pageSize)
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
          action: "add \"cherry\"", changes: ChangeSet(insertedRows: [RowPath(section: 0, row: 3)]))
    )
    #expect(list.state.marks == [nil, nil, nil, .inserted, nil, nil])
  }

  @Test func renamingMovesAndUpdatesTheRow() async throws {
    let list = try list()

    try await list.rename(row: 1, to: "zucchini")

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

    try await list.delete(row: 3)  // banana, alone under B

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
  func aRowThatIsNotThereIsRefusedAndChangesNothing(row: Int) async throws {
    let list = try list()

    await #expect(throws: WordListError.noSuchRow(row, count: 5)) {
      try await list.delete(row: row)
    }
    #expect(list.state.texts.count == 5)
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

    #expect(first.state == second.state)
    #expect(first.state.churn == ChurnProgress(saved: 40, total: 40))
    #expect(first.state.lastChange?.writes == 40)
  }

  @Test func aNewPageSizeKeepsTheReadersPlace() throws {
    // Given pages of two words, read to the third: Äpfel apple | banana pear | plum
    let list = try list(pageSize: 2)
    try list.nextPage()
    try list.nextPage()
    #expect(list.state.texts == ["plum"])

    // When the page grows to four lines, the page holding "plum" is shown
    list.setPageSize(4)

    #expect(list.state.texts == ["plum"])
    #expect(list.state.content?.page == PageInfo(number: 2, count: 2))
  }

  @Test func churnSavesAfterEveryChange() async throws {
    let directory = FileManager.default.temporaryDirectory.appending(path: "slim-words-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "words.json")
    let list = try WordListViewModel(store: try await FileStore<Word>.open(at: file), seed: 3)

    try await list.churn(25)

    let reopened = try WordListViewModel(store: try await FileStore<Word>.open(at: file))
    #expect(reopened.state == list.state.withoutMarks)
  }

  @Test func pagesAreCutByLinesWithHeadersRepeatedWhenContinued() throws {
    let list = try list(pageSize: 3)
    try list.group(true)

    try list.nextPage()

    // Page 1: "A", Äpfel, apple; page 2: "B", banana, "P"; page 3: "P" (continued), pear, plum
    #expect(list.state.content?.page == PageInfo(number: 2, count: 3))
    #expect(list.state.headers == [.text("B"), .text("P")])
    try list.nextPage()
    #expect(list.state.content?.lines.first == .header(.text("P"), wordCount: 2, continued: true))
    #expect(throws: IntentError.noSuchPage(direction: .next, current: 3, count: 3)) {
      try list.nextPage()
    }
  }

  @Test func rowNumbersCountAcrossPages() async throws {
    let list = try list(pageSize: 2)
    try list.nextPage()
    try list.nextPage()

    try await list.delete(row: 5)

    // Four words left: the last page is now page 2
    #expect(list.state.texts == ["banana", "pear"])
    #expect(list.state.lastChange?.action == "delete 5 (\"plum\")")
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

  var texts: [String] {
    content?.lines.compactMap { line in
      if case .word(_, let word, _) = line { return word.text }
      return nil
    } ?? []
  }

  var marks: [ChangeMark?] {
    content?.lines.compactMap { line -> ChangeMark?? in
      if case .word(_, _, let mark) = line { return .some(mark) }
      return nil
    } ?? []
  }

  var headers: [SectionKey] {
    content?.lines.compactMap { line in
      if case .header(let key, _, _) = line { return key }
      return nil
    } ?? []
  }

  /// The same state with every row's mark cleared and no last change, as a fresh start shows
  /// it.
  var withoutMarks: Self {
    guard let content else { return Self(words: words) }
    let lines = content.lines.map { line -> WordListLine in
      if case .word(let row, let word, _) = line { return .word(row: row, word, mark: nil) }
      return line
    }
    return Self(
      words: .loaded(
        WordListContent(
          wordCount: content.wordCount, sectionCount: content.sectionCount, query: content.query,
          lines: lines, page: content.page)))
  }
}
