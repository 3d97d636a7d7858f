import Essentials
import Models

/// How far a transfer has come: a bar, the percentage, and the bytes done of the total.
///
/// ```
/// Uploading  [███████░░░░░░░░░░░░░░░░░░░░░]  25%  12.4 MB / 48.0 MB
/// ```
///
/// On a screen too narrow for a bar beside the counts, the counts move to a line of their own.
/// The percentage is rounded down, so `100%` means every byte, never 99.6.
enum ProgressBar {
  /// The narrowest bar still worth drawing on the same line as the counts.
  static let minimumBarWidth = 10
  /// The widest bar: past this, a wider bar says nothing more.
  static let maximumBarWidth = 30

  /// The bar for `progress`, labelled, in at most `width` columns: one line, or two when narrow.
  static func lines(label: SafeText, progress: TransferProgress, width: Int) -> [Line] {
    let head = label.isEmpty ? SafeText.empty : label + "  "
    let percent = percentText(progress)
    let bytes: SafeText =
      "\(untrusted: ByteCountText.text(progress.completed)) / "
      + "\(untrusted: ByteCountText.text(progress.total))"
    // The room for the bar in `head [bar]  percent`, and with `  bytes` after that.
    let room = width - head.width - 2 - 2 - percent.width
    let besideBytes = room - 2 - bytes.width
    let oneLine = besideBytes >= minimumBarWidth
    let cells = oneLine ? min(besideBytes, maximumBarWidth) : max(1, min(maximumBarWidth, room))
    let tail: SafeText = oneLine ? "  " + percent + "  " + bytes : "  " + percent
    let line = Line([Span(head, style: .secondary)] + bar(progress, cells: cells) + [Span(tail)])
    return oneLine ? [line] : [line, Line("  " + bytes)]
  }

  /// The share done as a whole percentage, rounded down: `25%`.
  static func percentText(_ progress: TransferProgress) -> SafeText {
    "\(progress.total == 0 ? 100 : Int(progress.completed * 100 / progress.total))%"
  }

  private static func bar(_ progress: TransferProgress, cells: Int) -> [Span] {
    let filled =
      progress.total == 0 ? cells : Int(progress.completed * Int64(cells) / progress.total)
    return [
      Span("["),
      Span(SafeText(sanitized: String(repeating: "█", count: filled)), style: .progress),
      Span(SafeText(sanitized: String(repeating: "░", count: cells - filled)), style: .secondary),
      Span("]"),
    ]
  }
}
