import Foundation
import HTTPTransport
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
      await withService(baseURL: baseURL) { service in
        await run(PhotoListCoordinator(viewModel: PhotoListViewModel(service: service)))
      }
    }

    /// The kit's photo service for `baseURL`, lent to `body` and shut down after; step 5
    /// builds its screen on it too.
    static func withService(
      baseURL: URL, _ body: (KitPhotoListService) async -> Void
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
      await body(KitPhotoListService(service: PhotoAPIClient(client: client)))
      return 0
    }
  }
}
