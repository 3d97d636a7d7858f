import Essentials
import Foundation
import Models
import TestSupport

/// A built sample started and left running: the test writes lines to it, reads its output as
/// it comes, and can kill it mid-run, as a crash or a power cut would.
///
/// Reading waits for the output itself (a marker line), never for time to pass; a watchdog
/// kills a sample that outlives its limit, so a hang fails the test instead of the suite.
/// Whatever blocks (a read, waiting for the exit) does so on a thread of its own.
final class RunningSample: Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let watchdog: Watchdog
  private let text = Locked("")

  /// Everything printed so far.
  var printed: String { text.withLock { $0 } }

  /// Starts `name` with `arguments`; standard error is discarded, or read with the output
  /// when `withStandardError`.
  ///
  /// The limit counts the test's own time too: between two lines the sample waits for the test
  /// to take its next turn on the cooperative pool, which on a busy machine (the suite in
  /// parallel on two cores, beside a second copy and other builds) came up to about two
  /// minutes late. Ten minutes, the suites' time limit, holds four times slower than that.
  init(
    _ name: String, _ arguments: [String] = [], limit: Duration = .seconds(600),
    withStandardError: Bool = false
  ) throws {
    process.executableURL = SampleProcess.productsDirectory.appending(path: name)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    for key in ["COLUMNS", "LINES", "NO_COLOR"] { environment[key] = nil }
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = withStandardError ? output : FileHandle.nullDevice
    try process.run()
    watchdog = Watchdog(process: process, limit: limit)
  }

  /// Writes `line` and a newline to the sample's standard input.
  func send(_ line: String) {
    ignoreBrokenPipes
    try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Reads output until `marker` appears, on a thread of its own; throws if the sample ends
  /// first.
  func waitForOutput(containing marker: String) async throws {
    try await onOwnThread { [self] in _ = try read(until: marker) }
  }

  /// Answers the sample as it goes, on a thread of its own: waits for each reply's marker,
  /// printed after the one before, and sends its line the moment it appears.
  ///
  /// For lines whose moment matters (a `cancel` while an upload runs): sent by the test's task
  /// after ``waitForOutput(containing:)``, a line waits for that task's next turn on the
  /// cooperative pool, which on a busy machine came about two minutes late, by when the
  /// sample's own time (an upload giving up, its limit) had run out. A thread blocked in a read
  /// is woken by the kernel as soon as the marker arrives.
  func answer(_ replies: [(after: String, send: String)]) async throws {
    try await onOwnThread { [self] in
      var offset = 0
      for reply in replies {
        offset = try read(until: reply.after, after: offset)
        send(reply.send)
      }
    }
  }

  /// Reads output until `marker` appears after its first `offset` UTF-8 bytes; returns the
  /// offset just past the marker. Blocks: call it on a thread of its own.
  private func read(until marker: String, after offset: Int = 0) throws -> Int {
    while true {
      let seen = printed
      let rest = Substring(seen.utf8.dropFirst(offset))
      if let found = rest.range(of: marker) {
        return offset + rest.utf8.distance(from: rest.startIndex, to: found.upperBound)
      }
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw Ended(printed: seen, marker: marker) }
      text.withLock { $0 += String(decoding: chunk, as: UTF8.self) }
    }
  }

  /// The sample's process id.
  var processIdentifier: Int32 { process.processIdentifier }

  /// Closes the sample's input, reads the rest of its output, and waits for it to exit;
  /// returns its exit status.
  func finish() async throws -> Int32 {
    try input.fileHandleForWriting.close()
    return try await onOwnThread { [self] in
      let rest = output.fileHandleForReading.readDataToEndOfFile()
      text.withLock { $0 += String(decoding: rest, as: UTF8.self) }
      process.waitUntilExit()
      watchdog.disarm()
      return process.terminationStatus
    }
  }

  /// Kills the sample with SIGKILL, giving it no chance to finish anything, and waits for it.
  func kill() async {
    _ = Foundation.kill(process.processIdentifier, SIGKILL)
    _ = try? await onOwnThread { [self] in
      process.waitUntilExit()
      watchdog.disarm()
    }
  }

  /// Whether the sample died of a signal (rather than exiting).
  var wasKilled: Bool { process.terminationReason == .uncaughtSignal }

  /// The sample ended before printing what was awaited.
  struct Ended: Error, CustomStringConvertible {
    let printed: String
    let marker: String
    var description: String {
      "the sample ended before printing '\(marker)'; it printed:\n\(printed)"
    }
  }
}
