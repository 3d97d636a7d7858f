import Foundation
import Networking

extension Step4 {
  /// Step 4's composition root: the one place where the concrete types meet.
  @MainActor
  enum PhotoListApp {
    /// Builds the screen over the kit's client for `baseURL`, hands its coordinator to `run`,
    /// and shuts the client down after; returns the exit status.
    static func run(
      baseURL: URL, _ run: (PhotoListCoordinator) async -> Void
    ) async -> Int32 {
      // The fat screen never retried, so neither does this client; the Gallery's does.
      let client: HTTPClient
      do {
        client = try HTTPClient(baseURL: baseURL, options: HTTPClient.Options(retry: .never))
      } catch {
        FileHandle.standardError.write(Data("\(error.description)\n".utf8))
        return 64
      }
      defer { client.shutdown() }
      let service = KitPhotoListService(service: PhotoAPIClient(client: client))
      await run(PhotoListCoordinator(viewModel: PhotoListViewModel(service: service)))
      return 0
    }
  }
}
