import Coordinators
import ViewModels
import Views
import Words

// The changes still saving, in words: what a front end says on standard error when it leaves
// without them, and which of them the server refused while it waited.
extension PendingSaves {
  /// How long a way out waits for the changes still saving, in either front end: long enough
  /// for a slow server's answer and a retry, short enough for a shutdown that sends SIGKILL
  /// after 10 s (Docker's, systemd's with a short stop timeout).
  public static var deadline: Duration { .seconds(8) }

  /// The changes the server refused (or that were never sent), each in one sentence.
  public var refusedWords: [SafeText] { stores.flatMap { Self.refused(in: $0) } }

  /// The changes the server has not answered yet, each in one sentence saying it was not saved.
  public var waitingWords: [SafeText] { stores.flatMap { Self.waiting(in: $0) } }

  private static func refused<Records: SavingRecords>(in records: Records) -> [SafeText] {
    guard let spoken = Records.Change.self as? any SpokenChange.Type else {
      return records.unsaved.map { _ in
        SafeText(untrusted: FailureWords.notSaved(change: FailureWords.aChange))
      }
    }
    return records.unsaved.compactMap { sentence(spoken, $0) }
  }

  private static func waiting<Records: SavingRecords>(in records: Records) -> [SafeText] {
    guard let spoken = Records.Change.self as? any SpokenChange.Type else {
      return records.waiting.map { _ in
        SafeText(untrusted: FailureWords.unanswered(change: FailureWords.aChange))
      }
    }
    return records.waiting.compactMap { unanswered(spoken, $0.change, $0.before) }
  }

  private static func sentence<Change: SpokenChange>(_: Change.Type, _ failure: Any) -> SafeText? {
    (failure as? WriteFailure<Int, Change>).map(Change.sentence)
  }

  private static func unanswered<Change: SpokenChange>(
    _: Change.Type, _ change: Any, _ before: Any?
  ) -> SafeText? {
    (change as? Change).map { Change.unanswered($0, before: before as? Change.Value) }
  }
}
