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

/// The widths the views are laid out for sensibly.
let terminalWidths = 20...1000
/// The heights a frame can have: enough for the header, a row, a message and help.
let terminalHeights = 5...1000

extension TerminalFlags {
  /// Takes `flag` if it is one of the terminal flags, reading its value from `arguments`;
  /// false when it is some other flag.
  mutating func parseTerminalFlag(
    _ flag: String, _ inline: String?, from arguments: inout OptionArguments
  ) throws(OptionsError) -> Bool {
    switch flag {
    case "--no-color": allowsColor = false
    case "--width":
      width = try OptionArguments.number(
        flag, try arguments.value(of: flag, inline), terminalWidths)
    case "--height":
      height = try OptionArguments.number(
        flag, try arguments.value(of: flag, inline), terminalHeights)
    default: return false
    }
    return true
  }

  /// The screen to draw on: detected, then narrowed by the flags. Script frames are plain.
  func screen(interactive: Bool) -> Screen {
    let detected = Screen.detect(widthOverride: width)
    return Screen(
      width: detected.width, height: height ?? detected.height,
      usesColor: detected.usesColor && allowsColor && interactive,
      usesTrueColor: detected.usesTrueColor)
  }
}
