import Models
import TerminalKit
import ViewModels
import Words

/// The post screen: the post's title and body, then its comments, each marked while it is being
/// saved; the message line says which comment was not saved, and why.
///
/// A body from the server has line breaks (jsonplaceholder's do): a terminal line cannot hold
/// one (cleaning would show it as `↵`), so the view splits the body at its breaks and wraps each
/// part on its own. Comments are one line each, cut to the width.
///
/// ```
/// Post 1 · 2 comments
/// Harbour at dusk
/// Boats came in.
/// Gulls.
///
/// Comments
///   Lovely light
///   Great colours  · saving…
/// ```
public enum PostView {
  /// The frame for `state` on `screen`, with `commands` in the help line and `message`, if any,
  /// before what the writes left unsaved.
  public static func frame(
    for state: PostViewModel.State, on screen: Screen, commands: [CommandHelp],
    message: Message? = nil
  ) -> Frame {
    let width = screen.width
    var title: SafeText = "Post"
    var segments: [HeaderBar.Segment] = []
    var body: [Line] = []
    var note = message
    switch state {
    case .idle: body = [Line(SafeText(untrusted: PostWords.notLoaded), style: .secondary)]
    case .loading:
      segments = [.init("loading…", priority: 1, style: .barProgress)]
      body = [Line(SafeText(untrusted: PostWords.loading), style: .secondary)]
    case .failed(let failure):
      segments = [.init("load failed", priority: 1, style: .barFailure)]
      body = Paragraph.failure(
        SafeText(untrusted: PostWords.loadFailed(failure)),
        advice: RetryText.advice(for: failure), width: width)
    case .loaded(let content):
      title = "Post \(content.post.id)"
      let count = content.comments.count
      segments = [
        .init("\(NumberText.grouped(count)) comment\(count == 1 ? "" : "s")", priority: 2)
      ]
      body = lines(of: content, width: width)
      note = note ?? UnsavedText.message(content.unsaved, sentence: sentence)
    }
    let room = ScreenLayout.room(for: note, on: screen)
    return ScreenLayout.frame(
      title: title, segments: segments, body: Array(body.prefix(max(0, room))), message: note,
      commands: commands, on: screen)
  }

  /// The words for a comment that was not saved.
  public static func sentence(_ failure: CommentWriteFailure) -> SafeText {
    SafeText(untrusted: PostWords.unsaved(failure, fitting: UnsavedText.fitting))
  }

  /// What a comment being saved ends with.
  static let savingMark: SafeText = "  · saving…"

  private static func lines(of content: PostContent, width: Int) -> [Line] {
    var lines = Paragraph.lines(SafeText(untrusted: content.post.title), width: width)
    // Each line of the body on its own: a break inside a terminal line would show as `↵`.
    for part in content.post.body.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += Paragraph.lines(SafeText(untrusted: String(part)), width: width, style: .secondary)
    }
    lines += [.blank, Line("Comments")]
    if content.comments.all.isEmpty {
      lines.append(Line("  \(untrusted: PostWords.noComments)", style: .secondary))
    }
    for row in content.comments.all {
      let saving = row.isSaving ? savingMark : .empty
      var line = Line("  ")
      line.append(.fitting(untrusted: row.comment.body, toWidth: width - 2 - saving.width))
      line.append(saving, style: .secondary)
      lines.append(line)
    }
    return lines
  }
}
