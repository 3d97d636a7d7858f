import Models

extension WordListViewModel {
  /// What the word list screen shows: the words, what the last command changed, how far a churn
  /// got.
  public struct State: Hashable, Sendable {
    /// The visible page of words, or why there is none.
    public var words: Words
    /// What the last command changed; nil after a command that changes nothing (paging).
    public var lastChange: WordListChange?
    /// How far the last `churn` got, while it runs and after; nil before any.
    public var churn: ChurnProgress?

    /// Creates a state; the view model derives it, tests and previews may build one.
    public init(words: Words, lastChange: WordListChange? = nil, churn: ChurnProgress? = nil) {
      self.words = words
      self.lastChange = lastChange
      self.churn = churn
    }
  }

  /// The words on screen, one case at a time.
  public enum Words: Hashable, Sendable {
    /// Words to show, with the page of them that is visible.
    case loaded(WordListContent)
    /// Nothing to show, and why.
    case empty(EmptyReason)
  }

  /// Why the list shows no words.
  public enum EmptyReason: Hashable, Sendable {
    /// The store holds no words.
    case noWords
    /// Words exist, but none contain the search term.
    case noMatches(String)
  }
}

/// A loaded word list: counts for the header and the lines of the visible page.
public struct WordListContent: Hashable, Sendable {
  /// How many words are shown, on every page.
  public let wordCount: Int
  /// How many sections they fall into.
  public let sectionCount: Int
  /// The search, sort and grouping that produced them.
  public let query: WordQuery
  /// The visible lines, top to bottom: only the current page.
  public let lines: [WordListLine]
  /// Where the visible page is in the list.
  public let page: PageInfo

  /// Creates content; the view model builds it, tests may too.
  public init(
    wordCount: Int, sectionCount: Int, query: WordQuery, lines: [WordListLine], page: PageInfo
  ) {
    self.wordCount = wordCount
    self.sectionCount = sectionCount
    self.query = query
    self.lines = lines
    self.page = page
  }
}

/// One line of a word list page.
public enum WordListLine: Hashable, Sendable {
  /// The start of a section (an initial letter); `continued` when the page begins inside it.
  case header(SectionKey, wordCount: Int, continued: Bool)
  /// A word, numbered from 1 across all pages, marked if the last change touched it.
  case word(row: Int, Word, mark: ChangeMark?)
}

/// What the last command changed: its name and the change set the list reported.
public struct WordListChange: Hashable, Sendable {
  /// The command, as a person would say it: `add "pear"`, `churn 10`.
  public let action: String
  /// The rows and sections it changed, as one batch; empty when nothing visible changed.
  public let changes: ChangeSet
  /// How many writes (and saves) it made: one for most commands, N for `churn N`.
  public let writes: Int

  /// Creates a change record; the view model makes them, tests and previews may too.
  public init(action: String, changes: ChangeSet, writes: Int = 1) {
    self.action = action
    self.changes = changes
    self.writes = writes
  }
}

/// How far a `churn` has got: mutations made and saved, of how many.
public struct ChurnProgress: Hashable, Sendable {
  /// Mutations made and saved so far.
  public let saved: Int
  /// Mutations asked for.
  public let total: Int

  /// Creates a progress record.
  public init(saved: Int, total: Int) {
    self.saved = saved
    self.total = total
  }
}
