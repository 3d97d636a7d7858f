import Coordinators
import Models

// `post-video` with nothing named: the line front end says how to name a video, in its own
// command words, with the library's assets to choose from.
extension GalleryLines {
  /// Lists the ways to name a video and the library's assets in the message; without video
  /// posting, says so.
  func listVideoChoices() -> Task<Void, Never>? {
    guard let library = coordinator.videoPosts?.library else {
      coordinator.message = .error(GalleryCoordinator.withoutVideoPosting)
      return nil
    }
    return Task { await listChoices(library) }
  }

  private func listChoices(_ library: any MediaLibrary) async {
    do {
      let ids = try await library.assets().map(\.id).joined(separator: ", ")
      coordinator.message = .info(
        "Choose a video: 'post-video file PATH', or 'post-video asset ID' for \(ids).")
    } catch {
      coordinator.message = .error(String(describing: error))
    }
  }
}
