import FixtureBackend
import Flags
import Foundation

/// The server a sample talks to: the one `--base-url` names, or else the embedded backend,
/// started in the process with the failures `--faults` stages. Every sample that needs a server
/// starts it this one way, before its front end, and stops it after.
public struct SampleServer {
  /// Where the sample's clients send their requests.
  public let baseURL: URL
  private let backend: FixtureServer?

  /// The server `baseURL` names, or the embedded backend staging `faults` (a `--faults` spec)
  /// when it is nil. A spec that does not parse, or a backend that cannot start, is said on
  /// standard error and ends the process, with status 64 (a usage error, pointing at
  /// `program --help`) or 1: a sample has nothing to show without its server.
  public static func start(baseURL: URL?, faults spec: String? = nil, program: String) -> Self {
    if let baseURL { return SampleServer(baseURL: baseURL, backend: nil) }
    var faults = FaultPlan()
    if let spec {
      do {
        faults = try FaultPlan(parsing: spec)
      } catch {
        StandardError.writeLine("--faults: \(untrusted: error.description)")
        StandardError.writeLine("Run '\(untrusted: program) --help' for usage.")
        exit(64)
      }
    }
    do {
      let backend = try FixtureServer.start(faults: faults)
      return SampleServer(baseURL: backend.baseURL, backend: backend)
    } catch {
      StandardError.writeLine("Could not start the embedded backend: \(untrusted: "\(error)")")
      exit(1)
    }
  }

  /// Stops the embedded backend, if this server is one; a server named by `--base-url` is
  /// left alone.
  public func stop() { backend?.stop() }
}
