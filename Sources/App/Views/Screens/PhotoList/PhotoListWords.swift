import ViewModels

/// The photo list's words for what its view model hands over as values: one place, so a
/// translation of the screen starts here.
enum PhotoListWords {
  /// Why a load or refresh failed: the error's own words (untrusted), after what the step was
  /// when it was keeping the photos rather than fetching them.
  static func why(_ failure: LoadFailure) -> SafeText {
    let what: SafeText =
      switch failure.cause {
      case .described: "\(untrusted: failure.message)"
      case .repeatedIDs(let ids): repeated(ids)
      }
    return switch failure.step {
    case .fetching: what
    case .keeping: "Could not keep the photos: " + what
    }
  }

  /// A server's list that repeats ids: which ones (the first five), and that nothing was kept.
  static func repeated(_ ids: [Int]) -> SafeText {
    let shown = ids.prefix(5).map(String.init).joined(separator: ", ")
    let more: SafeText = ids.count > 5 ? " and \(ids.count - 5) more" : ""
    return "The server sent more than one photo with id \(untrusted: shown)\(more); none was kept."
  }
}
