/// Terms beside their definitions, the definitions wrapped in their own column; on a screen
/// too narrow for two columns, each definition goes indented under its term.
enum DefinitionList {
  /// A term and what it means.
  struct Entry {
    /// The term, in the left column.
    var term: SafeText
    /// The definition, wrapped in the right column.
    var definition: SafeText
    /// At most this many lines of the definition are shown.
    var maximumLines = Int.max
  }

  /// Blank columns between a term and its definition.
  static let gap = 2
  /// Below this many columns, a definition column is too narrow to read: stack instead.
  static let minimumDefinitionWidth = 24

  /// The entries laid out in `width` columns, terms drawn in `termStyle`.
  static func lines(_ entries: [Entry], width: Int, termStyle: Style = .secondary) -> [Line] {
    let termWidth = entries.map(\.term.width).max() ?? 0
    let definitionColumn = termWidth + gap
    let definitionWidth = width - definitionColumn
    guard definitionWidth >= minimumDefinitionWidth else {
      return stacked(entries, width: width, termStyle: termStyle)
    }
    let indent = SafeText.empty.padded(toWidth: definitionColumn)
    return entries.flatMap { entry in
      entry.definition.wrapped(toWidth: definitionWidth, maximumLines: entry.maximumLines)
        .enumerated().map { index, part in
          let left = index == 0 ? entry.term.padded(toWidth: definitionColumn) : indent
          return Line([Span(left, style: index == 0 ? termStyle : .plain), Span(part)])
        }
    }
  }

  private static func stacked(_ entries: [Entry], width: Int, termStyle: Style) -> [Line] {
    let indent: SafeText = "  "
    return entries.flatMap { entry in
      [Line(entry.term, style: termStyle)]
        + entry.definition.wrapped(toWidth: width - indent.width, maximumLines: entry.maximumLines)
        .map { Line([Span(indent), Span($0)]) }
    }
  }
}
