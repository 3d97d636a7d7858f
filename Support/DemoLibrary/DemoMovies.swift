import DataEngine
import Foundation
import LocalServices
import Models

/// The demo library's clips, and the one way to write them to a folder.
public enum DemoMovies {
  /// The movies of the demo library: short clips of a few megabytes, so an upload takes long
  /// enough to watch and little enough to test.
  public static let all = [
    DemoMovie(fileName: "harbour-at-dusk.mp4", duration: .seconds(12), size: 2_400_000),
    DemoMovie(fileName: "city-timelapse.mp4", duration: .seconds(95), size: 5_100_000),
    DemoMovie(fileName: "cat-meets-cucumber.mov", duration: .seconds(7), size: 850_000),
  ]

  /// Writes `movies` (all of ``all`` unless told) into `directory` (creating it), on a thread of its own.
  ///
  /// The bytes are the same on every run, so a checksum of an uploaded demo movie can be
  /// compared with the original.
  public static func write(into directory: URL, movies: [DemoMovie] = all) async throws {
    try await IOThread.run("demo library") {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for movie in movies { try movie.write(into: directory) }
    }
  }
}
