import Essentials
import Models
import ViewModels

/// The photo list's words for what its view model hands over as values: why a load failed or
/// stopped, what a search left, and why an intent was refused, one place, so a translation of
/// the screen starts here.
///
/// ```swift
/// PhotoListWords.refusal(.noSuchPhoto(7))  // "Photo 7 is no longer in the list."
/// ```
public enum PhotoListWords {
  /// What shows while the photos load.
  public static let loading = "Loading photos…"

  /// Why a load or refresh failed: the error's own words, after what the step was when it was
  /// keeping the photos rather than fetching them.
  public static func why(_ failure: LoadFailure) -> String {
    let what = FailureWords.what(failure)
    return switch failure.step {
    case .fetching: what
    case .keeping: "Could not keep the photos: " + what
    }
  }

  /// A first load that failed: "Could not load photos: " and why.
  public static func loadFailed(_ failure: LoadFailure) -> String {
    "Could not load photos: " + why(failure)
  }

  /// A refresh that failed, and how many photos had arrived when it did, if it loads in batches.
  public static func refreshFailed(_ failure: LoadFailure, progress: LoadProgress?) -> String {
    "Refresh failed: " + why(failure) + (progress.map { ". Loaded " + self.progress($0) } ?? "")
  }

  /// Why a load stopped before the server's list ended, and how many photos it kept.
  public static func stopped(_ stop: LoadStop, progress: LoadProgress) -> String {
    let why =
      switch stop {
      case .rowLimit(let limit):
        "Stopped after \(NumberWords.grouped(limit)) photos, the most one load takes: "
          + "the server kept sending new ones"
      case .memoryCeiling(let rows, let bytes):
        "Stopped after \(NumberWords.grouped(rows)) photos, at "
          + "\(ByteCountText.text(Int64(bytes))) of memory, the most one load fills: "
          + "the server kept sending new ones"
      case .interrupted: "Stopped when the screen went away, before the rest came"
      }
    return why + ". Loaded " + self.progress(progress)
  }

  /// "12,000 of 200,000", or "12,000 so far" from a server that gave no total.
  public static func progress(_ progress: LoadProgress) -> String {
    let received = NumberWords.grouped(progress.received)
    guard let expected = progress.expected else { return received + " so far" }
    return received + " of " + NumberWords.grouped(expected)
  }

  /// What a search or an album filter left: no photos; `fitting` shortens the search term to
  /// the room the front end has, and keeps it by default.
  public static func noMatches(_ query: PhotoQuery, fitting: (String) -> String = { $0 }) -> String
  {
    let term = fitting(query.searchTerm)
    return switch (query.searchTerm.isEmpty, query.albumFilter) {
    case (false, .album(let album)): "No photos in album \(album) match \"\(term)\"."
    case (false, .all): "No photos match \"\(term)\"."
    case (true, .album(let album)): "No photos in album \(album)."
    case (true, .all): "No photos match."
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
