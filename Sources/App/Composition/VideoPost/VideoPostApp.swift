import Coordinators
import Flags
import Foundation
import HTTPTransport
import LocalServices
import Models
import Networking
import ViewModels
import Views
import Words

/// The VideoPost sample's composition root: picks the library, the upload service and the
/// screen, then runs the flow in the front end the sample picked.
@MainActor
public enum VideoPostApp {
  /// Runs VideoPost as `options` say, posting to the server at `baseURL`, in `frontEnd`; returns
  /// the process's exit status. `--list` hands the library's assets to `listAssets`.
  ///
  /// The library is the folder `--library` names, else `demoLibrary` (the sample passes its
  /// generated demo clips). The sample's `main.swift` picks the front end (lines, or keys at a
  /// real terminal), prints the usage for `--help` before anything starts, and says how a
  /// listing is shown.
  public static func run(
    options: VideoPostOptions, baseURL: URL, demoLibrary: any MediaLibrary,
    listAssets: @MainActor ([MediaAsset]) -> Void,
    frontEnd: @MainActor (VideoPostCoordinator) async -> Int32
  ) async -> Int32 {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("slim-videopost-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let library: any MediaLibrary =
      options.library.map {
        DirectoryMediaLibrary(
          directory: $0, exportDirectory: scratch, bytesPerSecond: options.exportRate)
      } ?? demoLibrary
    if options.library != nil {
      try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    guard
      let client = HTTPClient.forSample(
        baseURL: baseURL, maximumResponseSize: options.maximumResponseSize)
    else { return 64 }
    defer { client.shutdown() }
    let flows = VideoPostFlows(
      service: makeService(client: client), library: library, files: LocalFileInspector())

    let flow: VideoPostCoordinator
    do {
      switch options.action {
      case .showHelp:
        return 0  // the sample's main.swift has printed the usage
      case .listAssets:
        listAssets(try await library.assets())
        return 0
      case .postFile(let path):
        flow = try flows.flow(file: path)
      case .postAsset(let id):
        flow = try await flows.flow(assetID: id)
      }
    } catch {
      StandardError.writeLine("\(untrusted: VideoPostWords.sentence(for: error))")
      return 66
    }

    return await frontEnd(flow)
  }

  /// The upload service over `client`: tus uploads and `/video-posts`, the one concrete choice both
  /// samples make.
  static func makeService(client: HTTPClient) -> any VideoPostService {
    VideoPostAPIClient(client: client)
  }
}
