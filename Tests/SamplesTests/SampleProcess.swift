import Essentials
import Foundation
import Models
import TestSupport

/// Runs a built sample executable as a person would: flags, piped input, captured output.
///
/// The samples are products of this package, so `swift test` has built them beside the test
/// bundle; tests find them there rather than through `swift run`, which would rebuild.
struct SampleProcess {
  /// What a finished run printed and how it ended.
  struct Result {
    let status: Int32
    let output: String
    let errors: String
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

  /// Runs `name` with `arguments`, feeding `input` on standard input and closing it, and
  /// returns once the process has exited. A run still going after `limit` is terminated,
  /// so a hung sample fails the test instead of hanging the suite.
  ///
  /// The run blocks a thread of its own, not one the other tests' async work needs.
  static func run(
    _ name: String, _ arguments: [String] = [], input: String = "",
    environment: [String: String] = [:], limit: Duration = .seconds(300)
  ) async throws -> Result {
    try await onOwnThread {
      try runBlocking(name, arguments, input: input, environment: environment, limit: limit)
    }
  }

  private static func runBlocking(
    _ name: String, _ arguments: [String], input: String, environment: [String: String],
    limit: Duration
  ) throws -> Result {
    let process = Process()
    process.executableURL = productsDirectory.appending(path: name)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    // Frames must not depend on the terminal the tests happen to run in.
    for key in ["COLUMNS", "LINES", "NO_COLOR"] { env[key] = nil }
    env.merge(environment) { _, new in new }
    process.environment = env
    let stdin = Pipe()
    let stdout = Pipe()
    // Standard error goes to a file: with two pipes, a process that fills the one not being
    // read would block forever.
    let errorFile = FileManager.default.temporaryDirectory
      .appending(path: "slim-\(name)-\(UUID().uuidString).stderr")
    guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorFile.path])
    }
    defer { try? FileManager.default.removeItem(at: errorFile) }
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()

    let watchdog = Watchdog(process: process, limit: limit)
    // A sample that refuses its flags exits without reading its input: the write then fails
    // (the pipe has no reader), which is no concern of the test's, rather than raising SIGPIPE
    // and ending the whole test process.
    ignoreBrokenPipes
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // Read the output to its end before waiting, so a chatty process never blocks on the pipe.
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.disarm()
    let errors = (try? Data(contentsOf: errorFile)) ?? Data()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }
}

/// Makes writing to a pipe whose reader has gone fail with `EPIPE` instead of raising SIGPIPE,
/// which would end the whole test process; set once, on first use.
let ignoreBrokenPipes: Void = {
  _ = signal(SIGPIPE, SIG_IGN)
}()

/// Terminates a process that outlives its time limit.
///
/// A safety net against a hung sample, never what a test checks: the limit for a piped run
/// (300 s unless a test says otherwise) is several times the longest a debug sample was seen to
/// take, 52 s, with a second copy of the suite and other builds sharing a two-core machine. A
/// `RunningSample` also waits for its test's turns, so its default is longer (see there).
final class Watchdog: Sendable {
  private let armed = Locked(true)

  init(process: Process, limit: Duration) {
    let pid = process.processIdentifier
    let seconds = Double(limit.components.seconds)
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      if isArmed { kill(pid, SIGKILL) }
    }
  }

  private var isArmed: Bool { armed.withLock { $0 } }

  func disarm() {
    armed.withLock { $0 = false }
  }
}
