/// What puts rows of a fetched list together in one section, and orders the sections: numbers
/// first, then texts, each ascending. An ungrouped list has one section, keyed ``all``.
public enum SectionKey: Hashable, Comparable, Sendable {
  /// The one section of an ungrouped list.
  case all
  /// A section named by a number, such as an album's id.
  case number(Int)
  /// A section named by a text, such as an initial letter.
  case text(String)
}

extension SectionKey: CustomStringConvertible {
  /// The key as a header shows it: empty for ``all``, else the number or the text.
  @inlinable public var description: String {
    switch self {
    case .all: ""
    case .number(let number): "\(number)"
    case .text(let text): text
    }
  }
}
