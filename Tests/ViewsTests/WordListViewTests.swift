import DataEngine
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Golden frames of the word list: sections, change marks and the change line, hostile words,
/// and the empty states.
struct WordListViewTests {
  static let commands = [
    CommandHelp(usage: "help", summary: "Show every command."),
    CommandHelp(usage: "add WORD", summary: "Add a word."),
    CommandHelp(usage: "delete N", summary: "Delete row N."),
    CommandHelp(usage: "quit", summary: "Leave."),
  ]

  /// Words as fetched results show them (by text, ignoring case and accents), grouped by
  /// initial letter when `grouped`; `query` is what the header names.
  static func content(_ words: [Word], query: WordQuery = WordQuery()) -> WordListContent {
    let source = try! ListDataSource<Word>(store: InMemoryStore(words))
    if query.isGrouped { _ = try! source.group(true) }
    return WordListContent(rows: ListRows(source.controller, version: 0), query: query)
  }

  /// Twelve words in two sections, A (2) and P (10), on the first of three 6-line pages.
  static var grouped: WordListContent {
    var query = WordQuery()
    query.isGrouped = true
    let texts = [
      "apple", "Apricot", "pear", "Pêche", "pfirsich", "pineapple", "pistachio", "plantain",
      "plum", "pomelo", "potato", "prune",
    ]
    return content(texts.enumerated().map { Word(id: $0 + 1, text: $1) }, query: query)
  }

  static func frame(
    _ state: WordListViewModel.State, on screen: Screen, pageSize: Int = 6, namedRow: Int? = nil
  ) -> Frame {
    WordListView.frame(
      for: state, pager: LinePager(pageSize: pageSize), on: screen, commands: commands,
      namedRow: namedRow)
  }

  @Test(arguments: [60, 30])
  func aChangeIsSpelledOutAndItsRowsAreMarked(width: Int) {
    let change = WordListChange(
      cause: .renamed(Word(id: 3, text: "pea"), to: "pear"),
      changes: ChangeSet(
        insertedRows: [RowPath(section: 0, row: 1)],
        movedRows: [RowMove(from: RowPath(section: 0, row: 0), to: RowPath(section: 1, row: 0))],
        updatedRows: [RowPath(section: 1, row: 1)]),
      marks: [2: .inserted, 3: .moved, 4: .updated])
    let frame = Self.frame(
      .init(words: .loaded(Self.grouped), lastChange: change), on: Screen(width: width, height: 12),
      namedRow: 1)

    assertFrame(frame, named: "words-changed-\(width)")
  }

  @Test func aRunningChurnShowsItsProgressInTheHeader() {
    var query = WordQuery()
    query.searchTerm = "p"
    query.sort = WordSort(field: .added, ascending: false)
    let content = Self.content([Word(id: 9, text: "plum")], query: query)

    let frame = Self.frame(
      .init(words: .loaded(content), churn: ChurnProgress(saved: 1_200, total: 10_000)),
      on: Screen(width: 80, height: 8))

    assertFrame(frame, named: "words-churning-80")
  }

  @Test func aHostileWordCannotReachTheTerminal() {
    let content = Self.content([Word(id: 1, text: "evil\u{1B}[2J\u{202E}word")])
    let change = WordListChange(
      cause: .added("evil\u{1B}[2J"),
      changes: ChangeSet(insertedRows: [RowPath(section: 0, row: 0)]), marks: [1: .inserted])

    let frame = Self.frame(
      .init(words: .loaded(content), lastChange: change), on: Screen(width: 60, height: 6))

    #expect(!frame.text.contains("\u{1B}"))
    #expect(!frame.text.contains("\u{202E}"))
    #expect(frame.plainText.contains("evil"))
  }

  @Test(arguments: [
    (WordListViewModel.EmptyReason.noWords, "No words yet"),
    (.noMatches("zz"), "No word contains \"zz\""),
  ])
  func anEmptyListSaysWhy(reason: WordListViewModel.EmptyReason, text: String) {
    let frame = Self.frame(.init(words: .empty(reason)), on: Screen(width: 80, height: 6))

    #expect(frame.plainText.contains(text))
  }

  @Test func aChurnMilestoneIsOneLine() {
    let frame = WordListView.churnFrame(
      ChurnProgress(saved: 10_000, total: 100_000), on: Screen(width: 80))

    #expect(frame.plainText == "churn · 10,000 of 100,000 saved")
  }
}

/// A change set as a person reads it.
struct ChangeSetTextTests {
  @Test func everyKindIsCountedWithItsPaths() {
    let changes = ChangeSet(
      deletedSections: [3], insertedSections: [0, 4], deletedRows: [RowPath(section: 1, row: 2)],
      insertedRows: [RowPath(section: 0, row: 0)],
      movedRows: [RowMove(from: RowPath(section: 1, row: 0), to: RowPath(section: 2, row: 1))],
      updatedRows: [RowPath(section: 2, row: 1)])

    #expect(
      ChangeSetText.text(changes).string
        == "1 inserted [0.0] · 1 deleted [1.2] · 1 moved [1.0->2.1] · 1 updated [2.1] · "
        + "2 sections inserted [0, 4] · 1 section deleted [3]")
  }

  @Test func longListsOfPathsAreCut() {
    let changes = ChangeSet(deletedRows: (0..<6).map { RowPath(section: 0, row: $0) })

    #expect(ChangeSetText.text(changes).string == "6 deleted [0.0, 0.1, 0.2, 0.3, …]")
  }

  @Test func anEmptyChangeSetSaysSo() {
    #expect(ChangeSetText.text(.empty).string == "no changes")
  }
}
