import Essentials
import ViewModels

/// The terminal's words for what a failure was: the error's own words (untrusted, made safe),
/// or, for a fact of the kit's own (a `LoadFailure.Cause`), a sentence written here, so a view
/// model hands over values and a translation of the kit starts in the views.
public enum FailureWords {
  /// What went wrong, as one sentence or the error's own words.
  public static func what(_ failure: LoadFailure) -> SafeText {
    switch failure.cause {
    case .described: "\(untrusted: failure.message)"
    case .repeatedIDs(let ids): repeated(ids)
    case .mediaLibrary(let error): "\(untrusted: VideoPostWords.sentence(for: error))"
    case .userNotFound(let id): "There is no user \(id)."
    case .uploadEndedEarly: "The upload ended before the whole file arrived."
    case .uploadStalled(let limit):
      "Nothing arrived for \(untrusted: DurationText.clock(limit)); the connection may be down."
    }
  }

  /// A server's list that repeats ids: which ones (the first five), and that nothing was kept.
  static func repeated(_ ids: [Int]) -> SafeText {
    let shown = ids.prefix(5).map(String.init).joined(separator: ", ")
    let more: SafeText = ids.count > 5 ? " and \(ids.count - 5) more" : ""
    return "The server sent more than one photo with id \(untrusted: shown)\(more); none was kept."
  }
}
