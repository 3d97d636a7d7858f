import Flags
import Foundation
import Models
import TerminalKit
import Views

extension VideoPostLines {
  /// Prints `assets` once, for `--list`: a listing scrolls like any command's output, so it is
  /// laid out for the terminal's width and never cut to its height.
  public static func printListing(of assets: [MediaAsset], flags: some TerminalFlags) {
    let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let listing = Screen(width: flags.screen(interactive: interactive).width, height: .max)
    print(MediaAssetListView.frame(for: assets, on: listing).text)
  }
}
