import Models
import TerminalKit
import Views

/// The word shelf screen: a pure function from the shelf's state and a screen to a frame.
///
/// ```
/// Shelf · 6 words · A→Z
///   1  apple
///   2  banana
/// help · search TEXT · sort text|added|length [desc] · quit
/// ```
public enum WordShelfView {
  /// The frame for `state` on `screen`, with `commands` in the help line at the bottom.
  public static func frame(
    for state: WordShelfViewModel.State, on screen: Screen, commands: [CommandHelp]
  ) -> Frame {
    let header = Line(
      "Shelf · \(state.words.count) words · \(order(state.query.sort))", style: .heading)
    let rows = state.words.enumerated().map { offset, word in
      Line("\(offset + 1)  \(untrusted: word.text)")
    }
    let help = Line(SafeText.joined(commands.map(\.usage), separator: " · "), style: .secondary)
    return Frame([header] + rows + [help], on: screen)
  }

  /// How the header names the order, in a person's words.
  static func order(_ sort: ShelfSort) -> SafeText {
    switch (sort.field, sort.ascending) {
    case (.text, true): "A→Z"
    case (.text, false): "Z→A"
    case (.added, true): "oldest first"
    case (.added, false): "newest first"
    case (.length, true): "shortest first"
    case (.length, false): "longest first"
    }
  }
}
