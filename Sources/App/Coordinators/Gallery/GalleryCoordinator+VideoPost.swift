import Models
import ViewModels

// Posting a video from the Gallery: a child coordinator of its own, made from a file at once or
// from a library asset once the library has answered; what it ends with is a notice.
extension GalleryCoordinator {
  /// Opens the video-post flow for `source` over the list once it is made (an asset is looked
  /// up in the library first); ``notice`` says when it cannot be.
  public func openVideoPost(_ source: VideoSource) async {
    guard let videoPosts else {
      notice = .withoutVideoPosting
      return
    }
    let flow: VideoPostCoordinator
    do {
      switch source {
      case .file(let path): flow = try videoPosts.flow(file: path)
      case .asset(let id): flow = try await videoPosts.flow(assetID: id)
      }
    } catch {
      notice = .videoPostNotOpened(error)
      return
    }
    open(shown(.videoPost(source), watched(flow), as: Screen.videoPost))
  }

  /// The flow a video-post route in a path set whole names: a file's; an asset's needs the
  /// library's answer first (``openVideoPost(_:)``).
  func videoPost(_ source: VideoSource) -> Shown? {
    guard case .file(let path) = source, let flow = try? videoPosts?.flow(file: path) else {
      return nil
    }
    return shown(.videoPost(source), watched(flow), as: Screen.videoPost)
  }

  func watched(_ flow: VideoPostCoordinator) -> VideoPostCoordinator {
    flow.onFinish = { [weak self, weak flow] outcome in
      if let self, let flow { self.videoPostFinished(flow, outcome) }
    }
    return flow
  }

  private func videoPostFinished(_ flow: VideoPostCoordinator, _ outcome: VideoPostNavigation) {
    // The flow has stopped its own work: it leaves the path without being closed again.
    if let index = shown.firstIndex(where: { $0.model === flow }) {
      shown.removeSubrange(index...)
    }
    switch outcome {
    case .posted(let post): notice = .videoPosted(post)
    case .closed where flow.quitRequested: isFinished = true
    case .closed: notice = .videoPostClosed
    }
  }
}
