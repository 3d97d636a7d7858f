import Models

/// Where a screen's thumbnail is: not asked for, on its way, here, or not coming.
public enum ThumbnailState: Hashable, Sendable {
  /// Nothing asked for: the screen has not appeared, has left, or has no thumbnail service.
  case none
  /// The thumbnail is on its way; a view shows a placeholder.
  case loading
  /// The thumbnail, ready to draw.
  case loaded(PixelImage)
  /// The thumbnail could not be loaded, and why.
  case failed(LoadFailure)
}
