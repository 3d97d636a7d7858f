import Models

/// Why a photo list intent of its own was refused; `retry`'s refusal is the shared
/// ``IntentError``. A refused intent changes nothing.
public enum PhotoListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An album filter naming an album with no photos; `known` spans the albums that have some
  /// (nil before any photos loaded).
  case unknownAlbum(Int, known: ClosedRange<Int>?)
  /// `open` named a photo the list does not show (never loaded, filtered out, or deleted).
  case noSuchPhoto(Photo.ID)

  /// One sentence saying what was wrong and what is valid.
  public var description: String {
    switch self {
    case .unknownAlbum(let album, let known?):
      "No photos in album \(album): albums are \(known.spoken)."
    case .unknownAlbum(let album, nil): "No photos in album \(album): there are no albums yet."
    case .noSuchPhoto(let id): "Photo \(id) is not in the list."
    }
  }
}
