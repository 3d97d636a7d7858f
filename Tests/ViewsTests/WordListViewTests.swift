import Models
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

  static func grouped(marks: [Int: ChangeMark] = [:]) -> WordListContent {
    var query = WordQuery()
    query.isGrouped = true
    let lines: [WordListLine] = [
      .header(.text("A"), wordCount: 2, continued: false),
      .word(row: 1, Word(id: 1, text: "apple"), mark: marks[1]),
      .word(row: 2, Word(id: 2, text: "Apricot"), mark: marks[2]),
      .header(.text("P"), wordCount: 10, continued: false),
      .word(row: 3, Word(id: 3, text: "pear"), mark: marks[3]),
      .word(row: 4, Word(id: 4, text: "Pêche"), mark: marks[4]),
    ]
    return WordListContent(
      wordCount: 12, sectionCount: 2, query: query, lines: lines,
      page: PageInfo(number: 1, count: 3))
  }

  @Test(arguments: [60, 30])
  func aChangeIsSpelledOutAndItsRowsAreMarked(width: Int) {
    let change = WordListChange(
      action: "rename 1 to \"pear\"",
      changes: ChangeSet(
        insertedRows: [RowPath(section: 0, row: 1)],
        movedRows: [RowMove(from: RowPath(section: 0, row: 0), to: RowPath(section: 1, row: 0))],
        updatedRows: [RowPath(section: 1, row: 1)]))
    let frame = WordListView.frame(
      for: .init(
        words: .loaded(Self.grouped(marks: [2: .inserted, 3: .moved, 4: .updated])),
        lastChange: change), on: Screen(width: width, height: 12), commands: Self.commands)

    assertFrame(frame, named: "words-changed-\(width)")
  }

  @Test func aRunningChurnShowsItsProgressInTheHeader() {
    var query = WordQuery()
    query.searchTerm = "p"
    query.sort = WordSort(field: .added, ascending: false)
    let content = WordListContent(
      wordCount: 1, sectionCount: 1, query: query,
      lines: [.word(row: 1, Word(id: 9, text: "plum"), mark: .updated)],
      page: PageInfo(number: 1, count: 1))

    let frame = WordListView.frame(
      for: .init(words: .loaded(content), churn: ChurnProgress(saved: 1_200, total: 10_000)),
      on: Screen(width: 80, height: 8), commands: Self.commands)

    assertFrame(frame, named: "words-churning-80")
  }

  @Test func aHostileWordCannotReachTheTerminal() {
    let content = WordListContent(
      wordCount: 1, sectionCount: 1, query: WordQuery(),
      lines: [.word(row: 1, Word(id: 1, text: "evil\u{1B}[2J\u{202E}word"), mark: .inserted)],
      page: PageInfo(number: 1, count: 1))
    let change = WordListChange(
      action: "add \"evil\u{1B}[2J\"",
      changes: ChangeSet(insertedRows: [RowPath(section: 0, row: 0)]))

    let frame = WordListView.frame(
      for: .init(words: .loaded(content), lastChange: change), on: Screen(width: 60, height: 6),
      commands: Self.commands)

    #expect(!frame.text.contains("\u{1B}"))
    #expect(!frame.text.contains("\u{202E}"))
    #expect(frame.plainText.contains("evil"))
  }

  @Test(arguments: [
    (WordListViewModel.EmptyReason.noWords, "No words yet"),
    (.noMatches("zz"), "No word contains \"zz\""),
  ])
  func anEmptyListSaysWhy(reason: WordListViewModel.EmptyReason, text: String) {
    let frame = WordListView.frame(
      for: .init(words: .empty(reason)), on: Screen(width: 80, height: 6),
      commands: Self.commands)

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
