import Models
import ViewModels
import Views

// The video-post flow inside the Gallery: `post-video` presents it as a child coordinator, and
// it goes away again when the post is published or the person goes back.
extension GalleryCoordinator {
  /// Opens the video-post flow for `source` and returns its start (an asset's fetch). Without
  /// video posting, the message says so. (What to post, when nothing was named, is the front
  /// end's to ask, in its own words.)
  public func openVideoPost(_ source: VideoSource) -> Task<Void, Never>? {
    guard let videoPosts else {
      message = .error(Self.withoutVideoPosting)
      return nil
    }
    return Task {
      let flow: VideoPostCoordinator
      do {
        switch source {
        case .file(let path): flow = try videoPosts.flow(file: path)
        case .asset(let id): flow = try await videoPosts.flow(assetID: id)
        }
      } catch {
        message = .error(String(describing: error))
        return
      }
      flow.onFinish = { [weak self, weak flow] outcome in
        if let self, let flow { self.videoPostFinished(flow, outcome) }
      }
      stack.append(.videoPost(flow))
      await flow.start()
    }
  }

  /// What the Gallery says when asked for a video post it was started without.
  public static let withoutVideoPosting = "This Gallery was started without video posting."

  private func videoPostFinished(_ flow: VideoPostCoordinator, _ outcome: VideoPostNavigation) {
    stack.removeAll { if case .videoPost(let shown) = $0 { shown === flow } else { false } }
    switch outcome {
    case .posted(let post): message = .info("Posted your video as post \(post.id): \(post.caption)")
    case .closed where flow.quitRequested: isFinished = true
    case .closed: message = .info("Video post closed; nothing was posted.")
    }
  }
}

/// Where a video to post comes from: the flow `openVideoPost` opens.
public enum VideoSource: Hashable, Sendable {
  /// A file at this path, relative to the working directory or absolute.
  case file(String)
  /// The media-library asset with this identifier.
  case asset(String)
}
