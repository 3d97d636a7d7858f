import Coordinators
import ViewModels
import Views

/// A refusal in the Gallery: a shared one, a screen's own, or the line front end's about its
/// pages: one type, so the Gallery words every refusal in one exhaustive switch.
enum GalleryRefusal: Error, Hashable, Sendable {
  case intent(IntentError)
  case photoList(PhotoListError)
  case albums(AlbumsError)
  case page(PageRefusal)
}

extension GalleryLines {
  /// What the person reads when a Gallery screen refused an intent: the fact, and which command
  /// helps (view models name no command; the line front end owns them).
  ///
  /// ```swift
  /// GalleryLines.refusal(.photoList(.unknownAlbum(9, known: 1...3)))
  /// // "No photos in album 9: albums are 1–3, or all."
  /// ```
  nonisolated static func refusal(_ refusal: GalleryRefusal) -> Message {
    let text =
      switch refusal {
      case .intent(let error): IntentRefusal.words(error)
      case .page(let refusal): IntentRefusal.words(refusal)
      case .photoList(.noSuchPhoto(let id)): "Photo \(id) is no longer in the list."
      case .albums(.noSuchAlbum(let id)): "Album \(id) is no longer in the list."
      case .photoList(.unknownAlbum(let album, let known?)):
        "No photos in album \(album): albums are \(known.spoken), or all."
      case .photoList(.unknownAlbum(let album, nil)):
        "No photos in album \(album): there are no albums yet."
      }
    return .error(text)
  }
}
