import Coordinators
import Models
import Views
import Words

// Video posts at the line front end: each open flow's own adapter; `post-video` with nothing
// named, which says how to name a video, in its own command words, with the library's assets
// to choose from; and what navigation reports about video posts, in the words of Words, as
// both terminal front ends show it.
extension GalleryLines {
  /// The adapter of the video-post `flow`, made the first time it is asked for.
  public func lines(of flow: VideoPostCoordinator) -> VideoPostLines {
    // A flow closes itself when its post is published; forget its adapter the next time any is
    // asked for, so the adapter never outlives its flow for long.
    let open = coordinator.openScreens
    flows = flows.filter { open.contains($0.key) }
    if let lines = flows[ObjectIdentifier(flow)] { return lines }
    let lines = VideoPostLines(flow: flow)
    flows[ObjectIdentifier(flow)] = lines
    return lines
  }

  /// Lists the ways to name a video and the library's assets in the message; without video
  /// posting, says so.
  func listVideoChoices() -> Task<Void, Never>? {
    guard let library = coordinator.videoPosts?.library else {
      message = Self.words(for: .withoutVideoPosting)
      return nil
    }
    return Task { await listChoices(library) }
  }

  private func listChoices(_ library: any MediaLibrary) async {
    do {
      let ids = try await library.assets().map(\.id).joined(separator: ", ")
      message = .info(
        "Choose a video: 'post-video file PATH', or 'post-video asset ID' for \(ids).")
    } catch {
      message = .error(VideoPostWords.sentence(for: error))
    }
  }

  /// Opens the video-post flow for `source` and starts it once it is in front, as the screen
  /// shown; what went wrong is navigation's to report.
  func openVideoPost(_ source: VideoSource) -> Task<Void, Never> {
    Task {
      await coordinator.openVideoPost(source)
      if case .videoPost = coordinator.front { await coordinator.frontModel.appear() }
    }
  }

  /// What navigation reported, in the words of `GalleryWords`: a failure as an error, a post
  /// or a close as news.
  static func words(for notice: GalleryCoordinator.Notice) -> Message {
    let words = GalleryWords.notice(notice)
    return switch notice {
    case .videoPosted, .videoPostClosed: .info(words)
    case .withoutVideoPosting, .videoPostNotOpened, .notOpened: .error(words)
    }
  }
}
