import Essentials
import Models
import TerminalKit

/// A media library's assets as a table: identifier, length and size, one line each.
public enum MediaAssetListView {
  /// The table for `assets`, at most `width` columns wide; a line saying so when there are none.
  public static func frame(for assets: [MediaAsset], on screen: Screen) -> Frame {
    guard !assets.isEmpty else { return Frame([Line("The library has no movies.")], on: screen) }
    let ids = assets.map { SafeText.fitting(untrusted: $0.id, toWidth: screen.width) }
    let lengths = assets.map { SafeText(untrusted: DurationText.clock($0.duration)) }
    let sizes = assets.map { SafeText(untrusted: ByteCountText.text($0.size)) }
    let idWidth = max(2, ids.map(\.width).max() ?? 0)
    let lengthWidth = max(6, lengths.map(\.width).max() ?? 0)
    let sizeWidth = max(4, sizes.map(\.width).max() ?? 0)
    func row(_ id: SafeText, _ length: SafeText, _ size: SafeText, style: Style) -> Line {
      Line(
        id.padded(toWidth: idWidth) + "  " + leftPadded(length, lengthWidth) + "  "
          + leftPadded(size, sizeWidth), style: style)
    }
    let header = row("ID", "LENGTH", "SIZE", style: .heading)
    return Frame(
      [header] + assets.indices.map { row(ids[$0], lengths[$0], sizes[$0], style: .plain) },
      on: screen)
  }

  private static func leftPadded(_ text: SafeText, _ width: Int) -> SafeText {
    SafeText.empty.padded(toWidth: width - text.width) + text
  }
}
