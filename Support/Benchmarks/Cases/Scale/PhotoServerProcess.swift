import FixtureBackend
import Foundation

/// A fixture server of generated photos in a process of its own, so the photos it holds and
/// the bodies it encodes are not counted in the peak memory of the client being measured.
///
/// The benchmark starts itself again with `--serve-photos N` (and `--whole` for a server that
/// does not page); that process prints its port, then serves until its standard input closes.
final class PhotoServerProcess {
  /// `http://127.0.0.1:PORT` of the server.
  let baseURL: URL
  private let process: Process
  private let input: Pipe

  /// Starts a server of `count` photos that pages like json-server, or (`paged` false) sends
  /// its whole list, without a total, whatever page it is asked for.
  init(count: Int, paged: Bool) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--serve-photos", String(count)] + (paged ? [] : ["--whole"])
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let line = output.fileHandleForReading.readLine()
    guard let port = line.flatMap({ UInt16($0) }) else {
      process.terminate()
      throw ServeError(description: "the photo server said \(line ?? "nothing") for its port")
    }
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
  }

  /// Ends the server and waits for it to exit.
  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  /// Why the server could not start.
  struct ServeError: Error, CustomStringConvertible {
    let description: String
  }

  /// The child's side: serves `count` photos until standard input closes. Never returns.
  static func serve(count: Int, paged: Bool) -> Never {
    let dataset = FixtureDataset(photoCount: count)
    // Encoded once: a server that does not page sends the same body every time.
    let whole = paged ? nil : FixtureResponse.json(encoding: dataset.photos)
    do {
      let server = try FixtureServer.start(dataset: dataset) { request in
        request.path == "/photos" ? whole : nil
      }
      FileHandle.standardOutput.write(Data("\(server.port)\n".utf8))
      _ = FileHandle.standardInput.readDataToEndOfFile()
      server.stop()
      exit(0)
    } catch {
      FileHandle.standardOutput.write(Data("error: \(error)\n".utf8))
      exit(1)
    }
  }
}

extension FileHandle {
  /// One line of text, read a byte at a time (the port is a few bytes); nil at the end.
  fileprivate func readLine() -> String? {
    var bytes: [UInt8] = []
    while let byte = try? read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
      bytes.append(first)
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }
}
