import TerminalKit
import Views

extension ScreenWriter {
  /// The frame's lines as the terminal receives them, styled if the frame uses colour. Here,
  /// beside the full-screen session, because the writer below knows lines, not the views' frames.
  public static func lines(of frame: Frame) -> [String] {
    frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
