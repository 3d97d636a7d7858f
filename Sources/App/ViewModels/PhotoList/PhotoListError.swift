import Models

/// Why a photo list intent of its own was refused; `retry`'s refusal is the shared
/// ``IntentError``. A refused intent changes nothing.
///
/// A case is a fact with its values, never a sentence: each front end words it in its own
/// language, with its own commands or controls (its sentences are `PhotoListWords`, in Words).
public enum PhotoListError: Error, Sendable, Hashable {
  /// An album filter naming an album with no photos; `known` spans the albums that have some
  /// (nil before any photos loaded).
  case unknownAlbum(Int, known: ClosedRange<Int>?)
  /// `open` named a photo the list does not show (never loaded, filtered out, or deleted).
  case noSuchPhoto(Photo.ID)
}
