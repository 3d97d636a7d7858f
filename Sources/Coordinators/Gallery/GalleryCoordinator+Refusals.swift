import ViewModels
import Views

/// A refusal a Gallery screen gave: one of the shared ``IntentError`` facts, or one of the photo
/// list's own. One type for both, so the Gallery words every refusal in one exhaustive switch.
enum GalleryRefusal: Hashable, Sendable {
  /// A row, page or retry refusal, which the list, the albums and the detail share.
  case intent(IntentError)
  /// A refusal of the photo list's own.
  case photoList(PhotoListError)
}

extension GalleryCoordinator {
  /// What the person reads when a Gallery screen refused an intent: what was wrong, and which
  /// command helps.
  ///
  /// View models name no command (the same view model must read right behind buttons); this
  /// coordinator owns the commands, so it words the whole line here.
  ///
  /// ```swift
  /// GalleryCoordinator.refusal(.photoList(.unknownAlbum(9, known: 1...3)))
  /// // "No photos in album 9: albums are 1–3, or all."
  /// ```
  nonisolated static func refusal(_ refusal: GalleryRefusal) -> Message {
    let text =
      switch refusal {
      case .intent(let error):
        IntentRefusal.words(error)
      case .photoList(.unknownAlbum(let album, let known?)):
        "No photos in album \(album): albums are \(known.spoken), or all."
      case .photoList(.unknownAlbum(let album, nil)):
        "No photos in album \(album): there are no albums yet."
      }
    return .error(text)
  }
}
