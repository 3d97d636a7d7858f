import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A built sample running on a pseudo-terminal, as a person runs it in a terminal window: the
/// test types keys, reads the screen, resizes the window, and checks the terminal afterwards.
///
/// The sample is started in a session of its own with the pseudo-terminal as its controlling
/// terminal, so resizing delivers SIGWINCH to it as a real window would. Waiting is for what the
/// screen shows, never for time to pass; the limit is only a safety net that fails the test.
final class TerminalSample {
  /// The pseudo-terminal the sample runs on.
  let pty: PseudoTerminal
  /// The sample's process id.
  let processIdentifier: pid_t
  /// The terminal's mode before the sample started: what it must be again once it has ended.
  let modeAtStart: termios
  /// What the screen shows so far.
  private(set) var screen = TerminalScreen()
  private var status: Int32?

  /// Starts the built sample `name` with `arguments` in a `columns` by `rows` window.
  convenience init(
    _ name: String, _ arguments: [String] = [], columns: Int, rows: Int,
    environment: [String: String] = [:]
  ) throws {
    try self.init(
      path: Self.productsDirectory.appending(path: name).path, arguments: [name] + arguments,
      columns: columns, rows: rows, environment: environment)
  }

  /// Starts the program at `path` with `arguments` (its name first) in a `columns` by `rows`
  /// window: a shell, say, to run a sample as a job under its job control.
  init(
    path: String, arguments: [String], columns: Int, rows: Int,
    environment: [String: String] = [:]
  ) throws {
    pty = try PseudoTerminal(columns: columns, rows: rows)
    modeAtStart = pty.mode
    var variables = ProcessInfo.processInfo.environment
    for key in ["COLUMNS", "LINES", "NO_COLOR"] { variables[key] = nil }
    variables["TERM"] = "xterm-256color"
    variables.merge(environment) { _, new in new }
    processIdentifier = try Self.spawn(
      path, arguments: arguments,
      environment: variables.map { "\($0.key)=\($0.value)" }, terminal: pty)
  }

  deinit {
    if status == nil {
      kill(processIdentifier, SIGKILL)
      var ignored: Int32 = 0
      waitpid(processIdentifier, &ignored, 0)
    }
  }

  /// Types `text`'s bytes.
  func type(_ text: String) {
    pty.type(Array(text.utf8))
  }

  /// Pastes `text`: its bytes as fast as the terminal takes them, a kilobyte at a time, reading
  /// what the sample draws in between so neither side waits on a full buffer.
  func paste(_ text: String) {
    let bytes = Array(text.utf8)
    for start in stride(from: 0, to: bytes.count, by: 1024) {
      pty.type(Array(bytes[start..<min(start + 1024, bytes.count)]))
      screen.receive(pty.read(waiting: 0))
    }
  }

  /// Reads the screen until `condition` holds; throws if the sample exits first or `limit`
  /// passes.
  ///
  /// Each read blocks until the sample writes (up to 100 ms), so this waits for output, not
  /// for time. The limit is a safety net against a hung sample, never what a test checks: a
  /// debug sample draws its first frame within a few seconds on a busy two-core machine, and
  /// 120 s holds when it runs many times slower (52 s was seen for a long line, with a second
  /// copy of the suite and other builds beside it).
  func waitForScreen(
    _ what: String, limit: Duration = .seconds(120), until condition: (TerminalScreen) -> Bool
  ) throws {
    let deadline = ContinuousClock.now + limit
    while !condition(screen) {
      guard ContinuousClock.now < deadline, status == nil else {
        throw Timeout(waitingFor: what, screen: screen.text)
      }
      screen.receive(pty.read(waiting: 100))
      reap()
    }
  }

  /// Reads the screen until it contains `text` anywhere.
  func waitForText(_ text: String, limit: Duration = .seconds(120)) throws {
    try waitForScreen("'\(text)'", limit: limit) { $0.text.contains(text) }
  }

  /// Waits for the sample to exit, reading what it writes meanwhile; returns its exit status.
  func waitForExit(limit: Duration = .seconds(120)) throws -> Int32 {
    let deadline = ContinuousClock.now + limit
    while status == nil {
      guard ContinuousClock.now < deadline else {
        throw Timeout(waitingFor: "the sample to exit", screen: screen.text)
      }
      screen.receive(pty.read(waiting: 100))
      reap()
    }
    // Exited: everything it wrote is waiting already, perhaps in more than one read.
    var rest = pty.read(waiting: 0)
    while !rest.isEmpty {
      screen.receive(rest)
      rest = pty.read(waiting: 0)
    }
    return status ?? -1
  }

  /// Notes the exit status if the sample has ended.
  private func reap() {
    var raw: Int32 = 0
    guard status == nil, waitpid(processIdentifier, &raw, WNOHANG) == processIdentifier else {
      return
    }
    // An exit status, or 128 plus the signal that ended it, as a shell reports it.
    let signal = raw & 0x7F
    status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
  }

  /// What the screen showed when a wait gave up.
  struct Timeout: Error, CustomStringConvertible {
    let waitingFor: String
    let screen: String
    var description: String { "gave up waiting for \(waitingFor); the screen shows:\n\(screen)" }
  }

  /// The folder holding the built products (the executables sit beside the test bundle).
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  #if canImport(Glibc)
    /// glibc's `POSIX_SPAWN_SETSID`: spawn.h declares it only for `_GNU_SOURCE`, which the
    /// Glibc module is not built with.
    private static let newSession: Int32 = 0x80
  #else
    private static let newSession = Int32(POSIX_SPAWN_SETSID)
  #endif

  /// Starts `path` in a new session whose controlling terminal is `terminal`'s terminal side,
  /// on its standard input, output and error, with default signal handling.
  private static func spawn(
    _ path: String, arguments: [String], environment: [String], terminal: PseudoTerminal
  ) throws -> pid_t {
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // Opened after the new session starts, the terminal becomes the controlling one.
    posix_spawn_file_actions_addopen(&actions, 0, terminal.terminalPath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, terminal.controller)
    posix_spawn_file_actions_addclose(&actions, terminal.terminal)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(newSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else { throw POSIXError(.init(rawValue: result) ?? .EIO) }
    return pid
  }
}
