import Models
import ViewModels

// Posting a video from the Gallery: a child coordinator of its own, made from a file at once or
// from a library asset once the library has answered; what it ends with is a notice.
extension GalleryCoordinator {
  /// Opens the video-post flow for `source` over the list once it is made (an asset is looked
  /// up in the library first); without video posting, or when the flow cannot be made,
  /// ``notice`` says so. The flow's own work starts when a front end shows it (`appear()`).
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
    open(Shown(route: .videoPost(source), screen: watched(flow)))
  }

  func watched(_ flow: VideoPostCoordinator) -> Screen {
    flow.onFinish = { [weak self, weak flow] outcome in
      if let self, let flow { self.videoPostFinished(flow, outcome) }
    }
    return .videoPost(flow)
  }

  private func videoPostFinished(_ flow: VideoPostCoordinator, _ outcome: VideoPostNavigation) {
    // The flow has stopped its own work: it leaves the path without being closed again.
    if let index = shown.firstIndex(where: { $0.screen.id == ObjectIdentifier(flow) }) {
      shown.removeSubrange(index...)
    }
    switch outcome {
    case .posted(let post): notice = .videoPosted(post)
    case .closed where flow.quitRequested: isFinished = true
    case .closed: notice = .videoPostClosed
    }
  }
}
