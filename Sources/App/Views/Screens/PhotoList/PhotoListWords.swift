import ViewModels

/// The photo list's words for what its view model hands over as values: one place, so a
/// translation of the screen starts here.
enum PhotoListWords {
  /// Why a load or refresh failed: the error's own words (untrusted), after what the step was
  /// when it was keeping the photos rather than fetching them.
  static func why(_ failure: LoadFailure) -> SafeText {
    let what = FailureWords.what(failure)
    return switch failure.step {
    case .fetching: what
    case .keeping: "Could not keep the photos: " + what
    }
  }

}
