import ViewModels

/// The photo list's words for what its view model hands over as values: why a load failed and
/// why an intent was refused, one place, so a translation of the screen starts here.
///
/// ```swift
/// PhotoListWords.refusal(.noSuchPhoto(7))  // "Photo 7 is no longer in the list."
/// ```
public enum PhotoListWords {
  /// Why a load or refresh failed: the error's own words, after what the step was when it was
  /// keeping the photos rather than fetching them.
  public static func why(_ failure: LoadFailure) -> String {
    let what = FailureWords.what(failure)
    return switch failure.step {
    case .fetching: what
    case .keeping: "Could not keep the photos: " + what
    }
  }

  /// Why the photo list refused an intent of its own.
  public static func refusal(_ error: PhotoListError) -> String {
    switch error {
    case .noSuchPhoto(let id): "Photo \(id) is no longer in the list."
    case .unknownAlbum(let album, let known?):
      "No photos in album \(album): albums are \(known.spoken), or all."
    case .unknownAlbum(let album, nil): "No photos in album \(album): there are no albums yet."
    }
  }
}
