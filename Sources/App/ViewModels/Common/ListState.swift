/// What a list screen of one section shows (the albums, the posts, the next list a student
/// adds): its rows once loaded, or where their load is. One state for every such screen, so one
/// view draws them all and one front-end declaration drives them.
///
/// A reload gives way as the first load did: its rows go, and the load shows until it settles;
/// a failed reload shows the failure, which `retry` answers.
public enum ListState<Row: Hashable & Sendable>: Hashable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// The rows are on their way.
  case loading
  /// The load failed; `retry` loads again.
  case failed(LoadFailure)
  /// The rows, in the screen's order (maybe none).
  case loaded([Row])

  /// The state of a screen whose load is at `phase`, showing the rows `rows` reads from the
  /// value loaded.
  public init<Value>(_ phase: LoadPhase<Value>, rows: (Value) -> [Row]) {
    switch phase {
    case .idle: self = .idle
    case .loading, .retrying, .loaded(_, .refreshing, _), .loaded(_, .retrying, _): self = .loading
    case .failed(let failure), .loaded(_, .failed(let failure), _): self = .failed(failure)
    case .loaded(let value, .idle, _): self = .loaded(rows(value))
    }
  }

  /// The rows shown; none unless loaded.
  public var rows: [Row] {
    if case .loaded(let rows) = self { rows } else { [] }
  }
}

/// The view model of a list screen of one section: what it shows as one ``ListState``, how it
/// loads, and the one row intent every such list has, opening a row. A front end drives any of
/// them with one declaration of commands, keys and view; what differs (the words, a row's
/// columns, a search) is passed in.
@MainActor
public protocol ListScreenModel: ScreenModel {
  /// One row of the list.
  associatedtype Row: Identifiable & Hashable & Sendable where Row.ID: Sendable
  /// What the screen shows now.
  var state: ListState<Row> { get }
  /// Loads the rows again; the newest load wins.
  func load() async
  /// Loads again after a failure; refused when nothing failed.
  func retry() async throws(IntentError)
  /// Asks to open the row whose entity has id `id`; refused unless the screen lists it.
  func open(_ id: Row.ID) throws(ListError<Row.ID>)
}

/// Why a list of one section refused an intent: a fact, which each front end words with the
/// list's own noun ("Album 7 is no longer in the list.").
public enum ListError<ID: Hashable & Sendable>: Error, Hashable, Sendable {
  /// The intent named an entity the list does not show now (a search hid it, a reload
  /// dropped it).
  case notListed(ID)
}
