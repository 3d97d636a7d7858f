import Coordinators
import Models
import ViewModels
import Views

/// A refusal in the Gallery: a shared one, the line front end's about its pages, or a screen's
/// own. A screen's refusal is worded where the screen's commands are declared (its error conforms
/// to ``GalleryRefusing``), so a screen added later, with refusals of its own, adds no case here
/// and extends no switch: the words of each live, and are tested, beside its commands.
enum GalleryRefusal: Error, Sendable {
  case intent(IntentError)
  case page(PageRefusal)
  /// A screen's own refusal, with its words.
  case screen(any GalleryRefusing)

  /// The photo list's refusal (the spelling from before screens declared their own words).
  static func photoList(_ error: PhotoListError) -> GalleryRefusal { .screen(error) }
  /// The albums' refusal, worded with their noun.
  static func albums(_ error: ListError<Album.ID>) -> GalleryRefusal {
    .screen(ListScreenRefusal<AlbumsView, Album.ID>(fact: error))
  }
}

/// A Gallery screen's refusal, as the Gallery words it: the fact, and which command helps (view
/// models name no command; the line front end owns them). Declared beside the screen's commands.
protocol GalleryRefusing: Error, Sendable {
  /// What the person reads.
  var galleryWords: String { get }
}

extension GalleryRefusing {
  /// This refusal, as the Gallery carries any.
  var asGalleryRefusal: GalleryRefusal { .screen(self) }
}

extension GalleryLines {
  /// Shows a refused intent or a failed retry as the message; the state stays as it was.
  func refuse(_ refusal: GalleryRefusal) { message = Self.refusal(refusal) }

  /// What the person reads when a Gallery screen refused an intent.
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
      case .screen(let refusal): refusal.galleryWords
      }
    return .error(text)
  }
}
