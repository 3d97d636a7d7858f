import DataEngine
import Models

extension WordListViewModel {
  /// What the word list screen shows: the words, what the last command changed, how far a churn
  /// got.
  public struct State: Hashable, Sendable {
    /// The words, or why there are none.
    public var words: Words
    /// What the last intent changed; nil before any.
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
    /// Words to show, in sections.
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

/// A loaded word list: its rows in sections and the query that produced them.
public struct WordListContent: Hashable, Sendable {
  /// The words shown, in sections, in order.
  public let rows: ListRows<Word>
  /// The search, sort and grouping that produced them.
  public let query: WordQuery

  /// Creates content; the view model builds it, tests may too.
  public init(rows: ListRows<Word>, query: WordQuery) {
    self.rows = rows
    self.query = query
  }

  /// How many words are shown.
  public var wordCount: Int { rows.count }
  /// How many sections they fall into.
  public var sectionCount: Int { rows.sections.count }
}

/// What the last intent changed: what it was, the change set the list reported, and how it
/// marked each word it touched.
public struct WordListChange: Hashable, Sendable {
  /// What caused a change: facts, which a front end words (a terminal as the command typed).
  public enum Cause: Hashable, Sendable {
    /// A word was added with this text.
    case added(String)
    /// This word was deleted.
    case deleted(Word)
    /// This word was renamed to the text.
    case renamed(Word, to: String)
    /// The search became this term (empty: cleared).
    case searched(String)
    /// The order became this.
    case sorted(WordSort)
    /// Grouping by initial letter was turned on or off.
    case grouped(Bool)
    /// One step of a churn under way.
    case churning
    /// A churn of this many changes ended (or was stopped).
    case churned(Int)
    /// Someone else wrote to the store.
    case storeChanged
  }

  /// What caused it.
  public let cause: Cause
  /// The rows and sections it changed, as one batch; empty when nothing visible changed.
  public let changes: ChangeSet
  /// How many writes (and saves) it made: one for most intents, N for a churn of N.
  public let writes: Int
  /// How it changed each word it touched, by word id.
  public let marks: [Word.ID: ChangeMark]
  /// Counts the list's changes from 1, so a front end can tell a new change from one it has
  /// already shown (or hidden).
  public let number: Int

  /// Creates a change record; the view model makes them, tests and previews may too.
  public init(
    cause: Cause, changes: ChangeSet, writes: Int = 1, marks: [Word.ID: ChangeMark] = [:],
    number: Int = 1
  ) {
    self.cause = cause
    self.changes = changes
    self.writes = writes
    self.marks = marks
    self.number = number
  }
}

/// How far a `churn` has got: mutations made and saved, of how many.
public struct ChurnProgress: Hashable, Sendable {
  /// Mutations made and saved so far.
  public let saved: Int
  /// Mutations asked for.
  public let total: Int

  public init(saved: Int, total: Int) {
    self.saved = saved
    self.total = total
  }
}
