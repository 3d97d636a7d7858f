import Foundation

extension Step4 {
  /// A line of input read as one of the screen's commands.
  ///
  /// Steps 0–3 matched words inside a `switch` that also did the work; as a value, a command
  /// is parsed, and its refusals checked, in a test of its own.
  enum PhotoListCommand: Equatable {
    case next, previous, open(row: Int), back, refresh, quit

    /// Why a line is not a command; the description is the note the screen shows.
    enum ParseError: Error, Equatable, CustomStringConvertible {
      /// `open` without exactly one row number.
      case openNeedsRow
      /// No command starts this way; `typed` is the line without its outer spaces.
      case unknown(typed: String)

      var description: String {
        switch self {
        case .openNeedsRow:
          "open needs a row number, e.g. open 3."
        case .unknown(let typed):
          "Unknown command \"\(typed)\". Commands: next, prev, open N, back, refresh, quit."
        }
      }
    }

    init(parsing line: String) throws(ParseError) {
      let words = line.split(separator: " ")
      switch (words.first, words.count) {
      case ("next", 1): self = .next
      case ("prev", 1): self = .previous
      case ("back", 1): self = .back
      case ("refresh", 1): self = .refresh
      case ("quit", 1): self = .quit
      case ("open", 2):
        guard let row = Int(words[1]) else { throw .openNeedsRow }
        self = .open(row: row)
      case ("open", _): throw .openNeedsRow
      default: throw .unknown(typed: line.trimmingCharacters(in: .whitespaces))
      }
    }
  }
}
