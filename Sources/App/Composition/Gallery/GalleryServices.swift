import Coordinators
import DataEngine
import Models
import ViewModels

/// Every service the Gallery is made with, as one value: the photos, and the optional ones
/// (pictures, video posts, posts, favorites). A service added to the Gallery is a field here
/// with a default (nil, or a local stand-in), so a caller that does not use it, a test most
/// often, is left as it is.
///
/// ```swift
/// let services = GalleryServices(photos: PhotoAPIClient(client: client))
/// let coordinator = GalleryApp.makeCoordinator(services: services)
/// ```
public struct GalleryServices {
  /// Where the photos come from.
  public var photos: any PhotoService
  /// Where pictures come from; nil shows none.
  public var thumbnails: (any ThumbnailService)?
  /// What `post-video` and `post-video asset ID` go through; nil offers neither.
  public var videoPosts: VideoPostFlows?
  /// What `posts` lists and opens; nil offers no posts.
  public var posts: (any PostService)?
  /// What `favorites` lists; nil offers no favorites.
  public var favorites: (any FavoriteService)?

  /// The services of a Gallery over `photos`, with the optional ones given or none.
  public init(
    photos: any PhotoService, thumbnails: (any ThumbnailService)? = nil,
    videoPosts: VideoPostFlows? = nil, posts: (any PostService)? = nil,
    favorites: (any FavoriteService)? = nil
  ) {
    self.photos = photos
    self.thumbnails = thumbnails
    self.videoPosts = videoPosts
    self.posts = posts
    self.favorites = favorites
  }
}

extension GalleryApp {
  /// The coordinator and view models over `services`, keeping photos in `store`; `clock` times
  /// the retry countdowns.
  public static func makeCoordinator(
    services: GalleryServices, store: any Store<Photo> = InMemoryStore(),
    clock: any Clock<Duration> = ContinuousClock()
  ) -> GalleryCoordinator {
    makeCoordinator(
      service: services.photos, store: store, thumbnails: services.thumbnails,
      videoPosts: services.videoPosts, posts: services.posts, favorites: services.favorites,
      clock: clock)
  }
}
