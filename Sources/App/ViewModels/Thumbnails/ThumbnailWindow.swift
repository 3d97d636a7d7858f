import Models

/// The photos whose thumbnails a list wants ready: the rows on screen, then the rows about to
/// scroll in. Moving it is pure arithmetic (``changes(to:)``), tested apart from the loading.
///
/// ```swift
/// let before = ThumbnailWindow(visible: page1, upcoming: page2)
/// let after = ThumbnailWindow(visible: page2, upcoming: page3)
/// before.changes(to: after)  // prefetch page 3; cancel page 1; page 2 is left alone
/// ```
public struct ThumbnailWindow: Hashable, Sendable {
  /// The wanted photos, visible ones first, each once.
  public let photos: [Photo]

  /// A window over `visible` rows and the `upcoming` ones; a photo in both counts as visible.
  public init(visible: [Photo] = [], upcoming: [Photo] = []) {
    var seen: Set<Int> = []
    photos = (visible + upcoming).filter { seen.insert($0.id).inserted }
  }

  /// An empty window: nothing wanted.
  public static let empty = ThumbnailWindow()

  /// What moving from this window to `next` asks of a thumbnail service.
  public struct Changes: Hashable, Sendable {
    /// Photos newly wanted, in `next`'s order: visible rows start first.
    public let prefetch: [Photo]
    /// Photos no longer wanted, in this window's order.
    public let cancel: [Photo]
  }

  /// The photos to start prefetching and to cancel when the window moves to `next`; photos in
  /// both windows are left alone, so their loads go on undisturbed.
  public func changes(to next: ThumbnailWindow) -> Changes {
    let current = Set(photos.map(\.id))
    let wanted = Set(next.photos.map(\.id))
    return Changes(
      prefetch: next.photos.filter { !current.contains($0.id) },
      cancel: photos.filter { !wanted.contains($0.id) })
  }
}
