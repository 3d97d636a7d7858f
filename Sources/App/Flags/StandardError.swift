import Foundation
import Views

/// Where a sample says what went wrong before (or instead of) showing a screen.
public enum StandardError {
  /// Writes one line of safe text to standard error.
  public static func writeLine(_ text: SafeText) {
    FileHandle.standardError.write(Data((text.string + "\n").utf8))
  }
}
