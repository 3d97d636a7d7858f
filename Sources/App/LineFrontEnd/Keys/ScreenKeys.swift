import Views

/// What a screen's keys do at a terminal, declared beside the screen's commands with its view
/// model's own types: what Enter does to the row under the cursor, the screen's own character
/// keys, and the hint line. A front end adds only the keys every screen shares (moving, `?`,
/// `:`, Escape, `q`), so a new screen with another primary action (toggling a row, say) gets a
/// right Enter, hint line and keys overlay with no edit in the front end.
@MainActor
public struct ScreenKeys {
  /// What Enter does to the row under the cursor, given its entity's id.
  public struct RowAction {
    /// The verb the hint line shows after "Enter": `open`, `toggle`.
    public let verb: String
    /// What it does, for the keys overlay.
    public let summary: SafeText
    /// Does it to the entity with this id, returning the work it started.
    public let perform: (AnyHashable) -> Task<Void, Never>?
    /// For an action that needs a line of text first (editing a title), what to ask for the
    /// entity with this id; a front end asks, then submits. Nil for an action done at once.
    public let asks: ((AnyHashable) -> TextRequest?)?

    /// An action named `verb`, described by `summary`, done by `perform`.
    public init(
      verb: String, summary: SafeText, perform: @escaping (AnyHashable) -> Task<Void, Never>?
    ) {
      self.init(verb: verb, summary: summary, perform: perform, asks: nil)
    }

    private init(
      verb: String, summary: SafeText, perform: @escaping (AnyHashable) -> Task<Void, Never>?,
      asks: ((AnyHashable) -> TextRequest?)?
    ) {
      self.verb = verb
      self.summary = summary
      self.perform = perform
      self.asks = asks
    }

    /// An action named `verb`, described by `summary`, that asks for the text `asks` gives
    /// (nil: nothing to ask about that entity) and is done when the text is submitted.
    public static func asking(
      verb: String, summary: SafeText, _ asks: @escaping (AnyHashable) -> TextRequest?
    ) -> RowAction {
      RowAction(verb: verb, summary: summary, perform: { _ in nil }, asks: asks)
    }
  }

  /// A line of text a key asks for before it acts: the field starts with `text`, and `submit`
  /// does the work with what was typed.
  public struct TextRequest {
    /// What the field starts with (the title being edited, or nothing).
    public let text: String
    /// Does the work with the text typed, returning the work it started.
    public let submit: (String) -> Task<Void, Never>?

    /// A field starting with `text`, whose text goes to `submit`.
    public init(text: String = "", submit: @escaping (String) -> Task<Void, Never>?) {
      self.text = text
      self.submit = submit
    }
  }

  /// A character key that acts on the row under the cursor (space toggles a todo, `d` deletes
  /// it), given its entity's id.
  public struct RowBinding {
    /// The key.
    public let key: Character
    /// What it does, for the keys overlay.
    public let summary: SafeText
    /// Does it to the entity with this id, returning the work it started.
    public let perform: (AnyHashable) -> Task<Void, Never>?

    /// `key`, described by `summary`, done to a row's entity by `perform`.
    public init(
      _ key: Character, _ summary: SafeText,
      perform: @escaping (AnyHashable) -> Task<Void, Never>?
    ) {
      self.key = key
      self.summary = summary
      self.perform = perform
    }
  }

  /// A character key of the screen's own.
  public struct Binding {
    /// The key.
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

  /// What Enter does; nil on a screen without rows to act on.
  public let primary: RowAction?
  /// The screen's keys that act on the row under the cursor.
  public let rowBindings: [RowBinding]
  /// The screen's own keys.
  public let bindings: [Binding]
  /// The screen's part of the hint line, before the keys every screen shares.
  public let hints: SafeText

  /// A screen's keys.
  public init(
    primary: RowAction? = nil, rowBindings: [RowBinding] = [], bindings: [Binding] = [],
    hints: SafeText
  ) {
    self.primary = primary
    self.rowBindings = rowBindings
    self.bindings = bindings
    self.hints = hints
  }

  /// The binding for `key`, if the screen has one.
  public func binding(for key: Character) -> Binding? { bindings.first { $0.key == key } }

  /// The binding of the row under the cursor for `key`, if the screen has one.
  public func rowBinding(for key: Character) -> RowBinding? {
    rowBindings.first { $0.key == key }
  }

  /// The screen's keys as the keys overlay lists them: Enter first, then the keys on the row,
  /// then its own keys.
  public var help: [CommandHelp] {
    let enter = primary.map { [CommandHelp(usage: "Enter", summary: $0.summary)] } ?? []
    return enter + rowBindings.map { CommandHelp(usage: Self.name($0.key), summary: $0.summary) }
      + bindings.map { CommandHelp(usage: Self.name($0.key), summary: $0.summary) }
  }

  /// How the overlay names `key`: space by its name, any other character as itself.
  static func name(_ key: Character) -> SafeText {
    key == " " ? "Space" : SafeText(untrusted: String(key))
  }
}
