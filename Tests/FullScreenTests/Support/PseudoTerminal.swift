import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair (`openpty`), as a terminal emulator makes one: the test holds the controlling
/// side, a sample runs on the other and cannot tell it from a real terminal.
///
/// The test keeps the terminal side open too, so it can read the terminal's mode after the
/// sample has exited: the proof that the sample left it as it found it.
final class PseudoTerminal {
  /// The controlling side: bytes written here are keys, bytes read are the screen's output.
  let controller: Int32
  /// The path of the terminal side, which the sample opens as its terminal.
  let terminalPath: String
  /// The terminal side, held open by the test.
  let terminal: Int32

  /// A pair whose window is `columns` by `rows`.
  init(columns: Int, rows: Int) throws {
    var controller: Int32 = -1
    var terminal: Int32 = -1
    guard openpty(&controller, &terminal, nil, nil, nil) == 0, let name = ttyname(terminal) else {
      throw POSIXError(.init(rawValue: errno) ?? .EIO)
    }
    self.controller = controller
    self.terminal = terminal
    terminalPath = String(cString: name)
    resize(columns: columns, rows: rows)
  }

  deinit {
    close(terminal)
    close(controller)
  }

  /// Changes the window's size, as dragging a terminal window's corner does; the kernel sends
  /// SIGWINCH to the terminal's foreground process group.
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    #if canImport(Glibc)
      _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    #else
      _ = ioctl(controller, TIOCSWINSZ, &size)
    #endif
  }

  /// The terminal's mode now.
  var mode: termios {
    var mode = termios()
    _ = tcgetattr(terminal, &mode)
    return mode
  }

  /// Writes `bytes` as if typed.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// The bytes waiting to be read, after waiting at most `milliseconds` for some; empty if none.
  func read(waiting milliseconds: Int32) -> [UInt8] {
    var waiting = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    guard poll(&waiting, 1, milliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes {
      #if canImport(Glibc)
        Glibc.read(controller, $0.baseAddress, $0.count)
      #else
        Darwin.read(controller, $0.baseAddress, $0.count)
      #endif
    }
    return count > 0 ? Array(buffer[..<count]) : []
  }
}

extension termios {
  /// Whether lines are edited before a program sees them, and typed keys are shown: the mode
  /// a shell expects its terminal in.
  var isCanonicalWithEcho: Bool {
    c_lflag & tcflag_t(ICANON) != 0 && c_lflag & tcflag_t(ECHO) != 0
  }

  /// Whether the flags that say how input and output are processed are all as in `other`.
  func hasSameFlags(as other: termios) -> Bool {
    (c_iflag, c_oflag, c_cflag, c_lflag) == (
      other.c_iflag, other.c_oflag, other.c_cflag, other.c_lflag
    )
  }
}
