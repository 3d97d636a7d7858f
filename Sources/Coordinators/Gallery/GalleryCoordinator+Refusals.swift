import ViewModels
import Views

/// A refusal a Gallery screen gave, shared or the photo list's own: one type, so the Gallery
/// words every refusal in one exhaustive switch.
enum GalleryRefusal: Hashable, Sendable {
  case intent(IntentError)
  case photoList(PhotoListError)
}

extension GalleryCoordinator {
  /// What the person reads when a Gallery screen refused an intent: the fact, and which command
  /// helps (view models name no command; this coordinator owns them).
  ///
  /// ```swift
  /// GalleryCoordinator.refusal(.photoList(.unknownAlbum(9, known: 1...3)))
  /// // "No photos in album 9: albums are 1–3, or all."
  /// ```
  nonisolated static func refusal(_ refusal: GalleryRefusal) -> Message {
    let text =
      switch refusal {
      case .intent(let error): IntentRefusal.words(error)
      case .photoList(.unknownAlbum(let album, let known?)):
        "No photos in album \(album): albums are \(known.spoken), or all."
      case .photoList(.unknownAlbum(let album, nil)):
        "No photos in album \(album): there are no albums yet."
      }
    return .error(text)
  }
}
