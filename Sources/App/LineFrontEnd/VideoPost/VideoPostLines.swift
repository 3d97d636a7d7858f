import Coordinators
import Models
import Observation
import TerminalKit
import ViewModels
import Views

/// A video post at a line prompt or in a script: reads each line as a ``VideoPostCommand``,
/// calls the flow's screen, and draws it or its help. The VideoPost sample's line adapter, and
/// inside the Gallery the one its lines hand every line to while the flow is in front.
///
/// ```swift
/// let lines = VideoPostLines(flow: flow)
/// await lines.start()                      // fetches the asset
/// await lines.send("caption Cat")?.value
/// await lines.send("post")?.value
/// ```
@MainActor
@Observable
public final class VideoPostLines: LineAdapter {
  /// The flow whose screen the lines act on.
  public let flow: VideoPostCoordinator
  /// The one-line answer to the last command, if it needs one.
  public private(set) var message: Message?
  /// Whether help is in front of the screen.
  public private(set) var showsHelp = false

  /// Lines for the video post `flow` runs.
  public init(flow: VideoPostCoordinator) { self.flow = flow }

  /// Whether the person left (`back` or `quit`).
  public var isFinished: Bool { flow.isFinished }

  /// Fetches an asset from the library, returning once settled; a file has nothing to fetch.
  public func start() async { await flow.start() }

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
    let screen = flow.screen
    do {
      switch command {
      case .help, .status: break
      case .caption(let text): try screen.setCaption(text)
      case .post: return Task { await refusing(screen.post) }
      case .cancel: try screen.cancel()
      case .retry: return Task { await refusing(screen.retry) }
      case .back: flow.close(quitting: false)
      case .quit: flow.close(quitting: true)
      }
    } catch {
      message = VideoPostCommand.refusal(error)
    }
    return nil
  }

  private func refusing(_ intent: () async throws(VideoPostError) -> Void) async {
    do { try await intent() } catch { message = VideoPostCommand.refusal(error) }
  }

  /// The frame for the screen in front, on `screen`.
  public func frame(on screen: Screen) -> Frame {
    showsHelp
      ? HelpView.frame(commands: VideoPostCommand.catalog, on: screen, message: message)
      : flow.frames.frame(on: screen, commands: VideoPostCommand.catalog, message: message)
  }
}
