import TerminalKit
import Views

/// The flags every sample shares for the terminal it draws on (`--width`, `--height` and
/// `--no-color`), parsed the same way, picking the screen the same way.
public protocol TerminalFlags {
  /// Columns to draw in, overriding `COLUMNS` and the terminal.
  var width: Int? { get set }
  /// Lines to draw in, overriding `LINES` and the terminal.
  var height: Int? { get set }
  /// False when `--no-color` turns styling off even on a terminal.
  var allowsColor: Bool { get set }
}

extension TerminalFlags {
  /// The widths the views are laid out for sensibly: the same as `COLUMNS` may ask for.
  public static var widths: ClosedRange<Int> { Screen.widths }
  /// The heights a frame can have: the same as `LINES` may ask for.
  public static var heights: ClosedRange<Int> { Screen.heights }

  /// Takes `flag` if it is one of the terminal flags, reading its value from `arguments`;
  /// false when it is some other flag.
  mutating func parseTerminalFlag(
    _ flag: String, _ inline: String?, from arguments: inout OptionArguments
  ) throws(OptionsError) -> Bool {
    switch flag {
    case "--no-color": allowsColor = false
    case "--width":
      width = try OptionArguments.number(
        flag, try arguments.value(of: flag, inline), Self.widths)
    case "--height":
      height = try OptionArguments.number(
        flag, try arguments.value(of: flag, inline), Self.heights)
    default: return false
    }
    return true
  }

  /// The screen to draw on: detected, then narrowed by the flags. Script frames are plain.
  public func screen(interactive: Bool) -> Screen {
    let detected = Screen.detect(widthOverride: width)
    return Screen(
      width: detected.width, height: height ?? detected.height,
      usesColor: detected.usesColor && allowsColor && interactive,
      usesTrueColor: detected.usesTrueColor)
  }
}
