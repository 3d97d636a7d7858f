import Views

/// What a screen's keys do at a terminal, declared beside the screen's commands with its view
/// model's own types: what Enter does to the row under the cursor, the keys on that row, the
/// screen's own character keys (any of which may ask for a line of text first), its search, and
/// the hint line. A keyed front end adds only the keys every screen shares (moving, `/` where
/// there is a search, `?`, `:`, Escape, `q`), so a new screen gets a right Enter, search, hint
/// line and keys overlay with no edit in the front end.
@MainActor
public struct ScreenKeys {
  /// What Enter does to the row under the cursor, given its entity's id, typed as the screen
  /// declared its rows (``RowsInFront``).
  public struct RowAction {
    /// The verb the hint line shows after "Enter": `open`, `toggle`.
    public let verb: String
    /// What it does, for the keys overlay.
    public let summary: SafeText
    /// Does it to the entity with this id, returning the work it started.
    public let perform: (RowID) -> Task<Void, Never>?
    /// For an action that needs a line of text first (editing a title), what to ask for the
    /// entity with this id; a front end asks, then submits. Nil for an action done at once.
    public let asks: ((RowID) -> TextRequest?)?

    /// An action named `verb`, described by `summary`, done by `perform` to the entity whose
    /// id it is given.
    public init<ID: Hashable>(
      verb: String, summary: SafeText, perform: @escaping (ID) -> Task<Void, Never>?
    ) {
      self.init(verb: verb, summary: summary, perform: typed(perform), asks: nil)
    }

    private init(
      verb: String, summary: SafeText, perform: @escaping (RowID) -> Task<Void, Never>?,
      asks: ((RowID) -> TextRequest?)?
    ) {
      self.verb = verb
      self.summary = summary
      self.perform = perform
      self.asks = asks
    }

    /// An action named `verb`, described by `summary`, that asks for the text `asks` gives
    /// (nil: nothing to ask about that entity) and is done when the text is submitted.
    public static func asking<ID: Hashable>(
      verb: String, summary: SafeText, _ asks: @escaping (ID) -> TextRequest?
    ) -> RowAction {
      RowAction(verb: verb, summary: summary, perform: { _ in nil }, asks: typed(asks))
    }
  }

  /// A line of text a key asks for before it acts: the field starts with `text`, and `submit`
  /// does the work with what was typed.
  public struct TextRequest {
    /// What the field starts with (the title being edited, or nothing).
    public let text: String
    /// Does the work with the text typed, returning the work it started.
    public let submit: (String) -> Task<Void, Never>?

    /// Whether the text typed is a line command, handed to the screen's commands as if typed
    /// after `:` (``command(_:)``), rather than to ``submit``.
    public let isCommand: Bool

    /// A field starting with `text`, whose text goes to `submit`.
    public init(text: String = "", submit: @escaping (String) -> Task<Void, Never>?) {
      self.text = text
      self.submit = submit
      isCommand = false
    }

    private init(command: String) {
      text = command
      submit = { _ in nil }
      isCommand = true
    }

    /// The command line opened with `text` typed for the person to finish (`caption `): what is
    /// submitted is read as a line command, so the key needs no parsing of its own and a
    /// refusal is the command's.
    public static func command(_ text: String) -> TextRequest { TextRequest(command: text) }
  }

  /// A character key that acts on the row under the cursor (space toggles a todo, `d` deletes
  /// it), given its entity's id, typed as the screen declared its rows.
  public struct RowBinding {
    public let key: Character
    /// What it does, for the keys overlay.
    public let summary: SafeText
    /// Does it to the entity with this id, returning the work it started.
    public let perform: (RowID) -> Task<Void, Never>?
    /// For a key that needs a line of text first (renaming the row), what to ask for the
    /// entity with this id; nil for a key that acts at once.
    public let asks: ((RowID) -> TextRequest?)?

    /// `key`, described by `summary`, done by `perform` to the entity whose id it is given.
    public init<ID: Hashable>(
      _ key: Character, _ summary: SafeText, perform: @escaping (ID) -> Task<Void, Never>?
    ) {
      self.init(key, summary, perform: typed(perform), asks: nil)
    }

    private init(
      _ key: Character, _ summary: SafeText, perform: @escaping (RowID) -> Task<Void, Never>?,
      asks: ((RowID) -> TextRequest?)?
    ) {
      self.key = key
      self.summary = summary
      self.perform = perform
      self.asks = asks
    }

    /// `key`, described by `summary`, asking for the text `asks` gives for the row's entity
    /// (nil: nothing to ask about it), then done with it.
    public static func asking<ID: Hashable>(
      _ key: Character, _ summary: SafeText, _ asks: @escaping (ID) -> TextRequest?
    ) -> RowBinding {
      RowBinding(key, summary, perform: { _ in nil }, asks: typed(asks))
    }
  }

  /// A character key of the screen's own.
  public struct Binding {
    public let key: Character
    /// What it does, for the keys overlay.
    public let summary: SafeText
    /// Does it, returning the work it started.
    public let perform: () -> Task<Void, Never>?
    /// For a key that needs a line of text first (adding a todo), what to ask for; nil for a
    /// key that acts at once.
    public let asks: (() -> TextRequest?)?

    /// `key`, described by `summary`, done by `perform`.
    public init(_ key: Character, _ summary: SafeText, perform: @escaping () -> Task<Void, Never>?)
    {
      self.init(key, summary, perform: perform, asks: nil)
    }

    private init(
      _ key: Character, _ summary: SafeText, perform: @escaping () -> Task<Void, Never>?,
      asks: (() -> TextRequest?)?
    ) {
      self.key = key
      self.summary = summary
      self.perform = perform
      self.asks = asks
    }

    /// `key`, described by `summary`, asking for the text `asks` gives, then done with it.
    public static func asking(
      _ key: Character, _ summary: SafeText, _ asks: @escaping () -> TextRequest?
    ) -> Binding {
      Binding(key, summary, perform: { nil }, asks: asks)
    }
  }

  /// A screen's search: `/` opens a field that starts with the search in force, and every key
  /// typed into it searches again; Enter keeps the search, Escape clears it.
  public struct SearchSlot {
    /// The search in force, which the field starts with.
    public let term: String
    /// Searches for the text typed (empty: no search).
    public let search: (String) -> Void

    /// A search now for `term`, done again by `search` as the text typed changes.
    public init(term: String, search: @escaping (String) -> Void) {
      self.term = term
      self.search = search
    }
  }

  /// A key every screen has, Escape or `q`, on a screen that gives it work or words of its own
  /// (a video post's Escape stops its upload and closes it).
  public struct SharedKey {
    /// How the keys overlay names the key: `Esc  Backspace`.
    public let usage: SafeText
    /// What it does, for the keys overlay.
    public let summary: SafeText
    /// Does it, returning the work it started.
    public let perform: () -> Task<Void, Never>?

    /// The key named `usage`, described by `summary`, done by `perform`.
    public init(
      _ usage: SafeText, _ summary: SafeText, perform: @escaping () -> Task<Void, Never>?
    ) {
      self.usage = usage
      self.summary = summary
      self.perform = perform
    }
  }

  /// What Enter does; nil on a screen without rows to act on.
  public let primary: RowAction?
  /// The screen's keys that act on the row under the cursor.
  public let rowBindings: [RowBinding]
  /// The screen's own keys.
  public let bindings: [Binding]
  /// The screen's search, which `/` types into; nil on a screen without one.
  public let search: SearchSlot?
  /// What Escape and Backspace do; nil: they only close the command help.
  public let back: SharedKey?
  /// What `q` does, and how the overlay words it with Ctrl-C (which always ends the session);
  /// nil: `q` ends the session too, and the overlay says "Leave" and the adapter's name.
  public let leave: SharedKey?
  /// The screen's part of the hint line, before the keys every screen shares.
  public let hints: SafeText

  public init(
    primary: RowAction? = nil, rowBindings: [RowBinding] = [], bindings: [Binding] = [],
    search: SearchSlot? = nil, back: SharedKey? = nil, leave: SharedKey? = nil, hints: SafeText
  ) {
    self.primary = primary
    self.rowBindings = rowBindings
    self.bindings = bindings
    self.search = search
    self.back = back
    self.leave = leave
    self.hints = hints
  }

  /// These keys with Escape doing `back`, unless the screen gave Escape work of its own: how an
  /// adapter with a stack of screens gives each the way back.
  func backing(_ back: SharedKey) -> ScreenKeys {
    ScreenKeys(
      primary: primary, rowBindings: rowBindings, bindings: bindings, search: search,
      back: self.back ?? back, leave: leave, hints: hints)
  }

  /// The binding for `key`, if the screen has one.
  public func binding(for key: Character) -> Binding? { bindings.first { $0.key == key } }

  /// The binding of the row under the cursor for `key`, if the screen has one.
  public func rowBinding(for key: Character) -> RowBinding? {
    rowBindings.first { $0.key == key }
  }

  /// The screen's keys as the keys overlay lists them: Enter first, then the keys on the row,
  /// then its own keys, then its search.
  public var help: [CommandHelp] {
    let enter = primary.map { [CommandHelp(usage: "Enter", summary: $0.summary)] } ?? []
    let slash =
      search == nil
      ? []
      : [CommandHelp(usage: "/", summary: "Search as you type; Enter keeps it, Escape clears it.")]
    return enter + rowBindings.map { CommandHelp(usage: Self.name($0.key), summary: $0.summary) }
      + bindings.map { CommandHelp(usage: Self.name($0.key), summary: $0.summary) } + slash
  }

  /// How the overlay names `key`: space by its name, any other character as itself.
  static func name(_ key: Character) -> SafeText {
    key == " " ? "Space" : SafeText(untrusted: String(key))
  }
}
