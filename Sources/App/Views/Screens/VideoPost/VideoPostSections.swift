import Essentials
import Models
import TerminalKit
import ViewModels
import Words

/// The parts both video-post screens draw the same way (as their view models share
/// `VideoPostCore`): the caption and Post fields, and everything about a ``VideoPostPhase``.
enum VideoPostSections {
  /// A video-post screen: the header, the fields, then a blank line and any details.
  static func frame(
    from origin: SafeText, status: HeaderBar.Segment, fields: [DefinitionList.Entry],
    details: [Line], on screen: Screen, commands: [CommandHelp], message: Message?
  ) -> Frame {
    let body =
      DefinitionList.lines(fields, width: screen.width)
      + (details.isEmpty ? [] : [.blank] + details)
    return ScreenLayout.frame(
      title: "Post a video", segments: [.init(origin, priority: 1), status], body: body,
      message: message, commands: commands, on: screen)
  }

  /// The most lines a path or a caption takes on screen; cleaning is bounded to match.
  static let maximumFieldLines = 3

  /// A field whose untrusted text is cleaned only as far as it can show.
  static func field(_ term: SafeText, _ untrusted: String, width: Int) -> DefinitionList.Entry {
    let shown = SafeText.fitting(untrusted: untrusted, toWidth: (maximumFieldLines + 1) * width)
    return .init(term: term, definition: shown, maximumLines: maximumFieldLines)
  }

  /// The caption and Post fields; `notYet` says why Post waits when the phase does not.
  static func formFields(
    _ form: VideoPostForm, phase: VideoPostPhase?, notYet: SafeText, words: VideoPostVocabulary,
    width: Int
  ) -> [DefinitionList.Entry] {
    let caption =
      form.caption.isEmpty
      ? DefinitionList.Entry(term: "Caption", definition: "(none)")
      : field("Caption", form.caption, width: width)
    return [caption, .init(term: "Post", definition: availability(form, phase, notYet, words))]
  }

  private static func availability(
    _ form: VideoPostForm, _ phase: VideoPostPhase?, _ notYet: SafeText,
    _ words: VideoPostVocabulary
  ) -> SafeText {
    if form.canPost { return "ready: type '\(untrusted: words.post)'" }
    switch phase {
    case nil: return "not yet: \(notYet)"
    case .ready?:
      return
        "not yet: \(form.captionIssue.map { SafeText(untrusted: words.captionHint($0)) } ?? "")"
    case .uploading?, .posting?: return "sending: '\(untrusted: words.cancel)' stops it"
    case .posted?: return "done"
    case .failed?, .cancelled?: return "stopped: '\(untrusted: words.retry)' continues"
    }
  }

  /// The header's word on `phase`.
  static func status(_ phase: VideoPostPhase, words: VideoPostVocabulary) -> HeaderBar.Segment {
    switch phase {
    case .ready: .init("ready", priority: 3)
    case .uploading(let progress):
      .init("uploading \(ProgressBar.percentText(progress))", priority: 3, style: .barProgress)
    case .posting: .init("publishing…", priority: 3, style: .barProgress)
    case .posted: .init("posted", priority: 3)
    case .failed: .init("failed — \(untrusted: words.retry)", priority: 3, style: .barFailure)
    case .cancelled: .init("cancelled — \(untrusted: words.retry)", priority: 3, style: .barFailure)
    }
  }

  /// What the body shows under the fields for `phase`.
  static func lines(for phase: VideoPostPhase, words: VideoPostVocabulary, width: Int) -> [Line] {
    switch phase {
    case .ready: return []
    case .uploading(let progress):
      return ProgressBar.lines(label: "Uploading", progress: progress, width: width)
    case .posting(let uploaded):
      let done = TransferProgress(completed: uploaded.size, total: uploaded.size)
      return ProgressBar.lines(label: "Uploaded", progress: done, width: width)
        + Paragraph.lines("Publishing the post…", width: width, style: .progress)
    case .posted(let post):
      return Paragraph.lines(
        "Posted as post \(post.id): \(untrusted: post.caption)", width: width)
    case .failed(let failure, let plan):
      return Paragraph.failure(
        "Failed: \(untrusted: FailureWords.what(failure))",
        advice: SafeText(untrusted: words.retryHint(plan, after: failure)),
        width: width)
    case .cancelled(let plan):
      return Paragraph.failure(
        "Cancelled.", advice: SafeText(untrusted: words.retryHint(plan)), width: width)
    }
  }
}
