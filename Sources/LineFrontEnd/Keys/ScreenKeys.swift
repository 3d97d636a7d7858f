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

    /// An action named `verb`, described by `summary`, done by `perform`.
    public init(
      verb: String, summary: SafeText, perform: @escaping (AnyHashable) -> Task<Void, Never>?
    ) {
      self.verb = verb
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

    /// `key`, described by `summary`, done by `perform`.
    public init(_ key: Character, _ summary: SafeText, perform: @escaping () -> Task<Void, Never>?)
    {
      self.key = key
      self.summary = summary
      self.perform = perform
    }
  }

  /// What Enter does; nil on a screen without rows to act on.
  public let primary: RowAction?
  /// The screen's own keys.
  public let bindings: [Binding]
  /// The screen's part of the hint line, before the keys every screen shares.
  public let hints: SafeText

  /// A screen's keys.
  public init(primary: RowAction? = nil, bindings: [Binding] = [], hints: SafeText) {
    self.primary = primary
    self.bindings = bindings
    self.hints = hints
  }

  /// The binding for `key`, if the screen has one.
  public func binding(for key: Character) -> Binding? { bindings.first { $0.key == key } }

  /// The screen's keys as the keys overlay lists them: Enter first, then its own keys.
  public var help: [CommandHelp] {
    let enter = primary.map { [CommandHelp(usage: "Enter", summary: $0.summary)] } ?? []
    return enter
      + bindings.map {
        CommandHelp(usage: SafeText(untrusted: String($0.key)), summary: $0.summary)
      }
  }
}
