import Models
import Observation
import ViewModels
import Views

/// Runs one video-post screen, for a file or a library asset: routes each command to it, draws
/// its frame or help, and reports when the person is done. The VideoPost sample's coordinator,
/// and inside the Gallery a child one, handed every line while in front, so the Gallery never
/// learns its commands.
///
/// ```swift
/// let flow = VideoPostCoordinator(asset: VideoAssetPostViewModel(asset: asset, ...))
/// flow.onFinish = { outcome in ... }      // .posted(post) or .closed
/// await flow.start()                      // fetches the asset
/// await flow.send("caption Cat")?.value
/// await flow.send("post")?.value
/// ```
@MainActor
@Observable
public final class VideoPostCoordinator: SessionCoordinator {
  /// The one-line answer to the last command, if it needs one.
  public private(set) var message: Message?
  /// Whether help is in front of the screen.
  public private(set) var showsHelp = false
  /// Whether the person left (`back` or `quit`); anything under way has been stopped.
  public private(set) var isFinished = false
  /// Whether the person asked to leave the whole app rather than just this screen.
  public private(set) var quitRequested = false
  /// Called when the post is published and when the person leaves the screen.
  @ObservationIgnored public var onFinish: @MainActor (VideoPostNavigation) -> Void = { _ in }

  /// The screen, by input kind (only an asset is fetched); what both share is ``VideoPostScreen``.
  private enum Kind {
    case file(VideoURLPostViewModel)
    case asset(VideoAssetPostViewModel)
  }

  @ObservationIgnored private let kind: Kind

  /// A coordinator for posting a file.
  public convenience init(url screen: VideoURLPostViewModel) { self.init(kind: .file(screen)) }

  /// A coordinator for posting a library asset.
  public convenience init(asset screen: VideoAssetPostViewModel) { self.init(kind: .asset(screen)) }

  private init(kind: Kind) {
    self.kind = kind
    screen.onNavigate = { [weak self] navigation in self?.screenAsked(navigation) }
  }

  /// The screen this flow runs, for what both kinds share.
  var screen: any VideoPostScreen {
    switch kind {
    case .file(let screen): screen
    case .asset(let screen): screen
    }
  }

  /// Fetches an asset from the library, returning once settled; a file has nothing to fetch.
  public func start() async {
    switch kind {
    case .file: break
    case .asset(let screen): await screen.start()
    }
  }

  /// Handles one line, returning the work it started, if any; a line refused changes nothing but
  /// the message, which says what is valid.
  @discardableResult
  public func send(_ line: String) -> Task<Void, Never>? {
    message = nil
    guard let command = VideoPostCommand.parse(line, refusing: { message = $0 }) else { return nil }
    return perform(command)
  }

  /// Whether `line` stops the work under way (`cancel`, `back`, `quit`), and so is handed over
  /// while an upload or a fetch runs rather than after it.
  public func interrupts(_ line: String) -> Bool {
    switch try? VideoPostCommand(parsing: line) {
    case .cancel, .back, .quit: true
    default: false
    }
  }

  /// Does `command` (typed, as a key asks for it, or parsed from a line), returning the work it
  /// started, if any; a refusal becomes the message.
  @discardableResult
  public func perform(_ command: VideoPostCommand) -> Task<Void, Never>? {
    message = nil
    showsHelp = command == .help
    do {
      switch command {
      case .help, .status: break
      case .caption(let text): try screen.setCaption(text)
      case .post: return Task { await refusing(screen.post) }
      case .cancel: try screen.cancel()
      case .retry: return Task { await refusing(screen.retry) }
      case .back: screen.close()
      case .quit:
        quitRequested = true
        screen.close()
      }
    } catch {
      message = VideoPostCommand.refusal(error)
    }
    return nil
  }

  private func refusing(_ intent: () async throws(VideoPostIntentError) -> Void) async {
    do { try await intent() } catch { message = VideoPostCommand.refusal(error) }
  }

  private func screenAsked(_ navigation: VideoPostNavigation) {
    // A published post is on the screen already; leaving ends this coordinator's run.
    if navigation == .closed { isFinished = true }
    onFinish(navigation)
  }

  /// The frame for the screen in front, on `screen`.
  public func frame(on screen: Screen) -> Frame {
    showsHelp
      ? HelpView.frame(commands: VideoPostCommand.catalog, on: screen, message: message)
      : self.screen.frame(on: screen, commands: VideoPostCommand.catalog, message: message)
  }
}
