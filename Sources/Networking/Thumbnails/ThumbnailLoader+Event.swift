import Foundation

extension ThumbnailLoader {
  /// Something the loader did, for a log or a test, reported on its actor: handle it quickly.
  public enum Event: Hashable, Sendable {
    /// The thumbnail came from the cache.
    case hit(URL)
    /// A flight started: the thumbnail is being downloaded.
    case started(URL)
    /// A caller joined the flight under way instead of starting another; `waiters` callers now
    /// wait for it.
    case joined(URL, waiters: Int)
    /// The thumbnail arrived, was decoded and is cached, taking `bytes`.
    case cached(URL, bytes: Int)
    /// The thumbnail was dropped from the cache to make room, freeing `bytes`.
    case evicted(URL, bytes: Int)
    /// The flight failed; every waiter gets the error described here.
    case failed(URL, String)
    /// Every waiter and prefetch gave up on the flight, so it was cancelled.
    case abandoned(URL)
  }
}
