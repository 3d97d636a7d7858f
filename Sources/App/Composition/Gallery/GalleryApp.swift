import Coordinators
import DataEngine
import Flags
import Foundation
import HTTPTransport
import LocalServices
import Models
import Networking
import ViewModels
import Views

/// The Gallery's composition root: the one place where concrete types meet, so swapping the
/// service (a fake, a cache, another server) is a change to this file alone.
@MainActor
public enum GalleryApp {
  /// The coordinator and view models over `service`, keeping photos in `store`, with the screens
  /// of each optional service given; `clock` times the retry countdowns. Every service comes in
  /// here, at init: nothing is set on the coordinator after.
  public static func makeCoordinator(
    service: any PhotoService, store: any Store<Photo> = InMemoryStore(),
    thumbnails: (any ThumbnailService)? = nil, videoPosts: VideoPostFlows? = nil,
    posts: (any PostService)? = nil, favorites: (any FavoriteService)? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) -> GalleryCoordinator {
    let list = PhotoListViewModel(service: service, store: store, clock: clock, limits: .app)
    let prefetcher = thumbnails.map(ThumbnailPrefetcher.init(service:))
    let screens = GalleryScreens(
      makeDetail: { photo in
        PhotoDetailViewModel(
          photo: photo, store: store, service: service, thumbnails: thumbnails, clock: clock)
      },
      makeList: { query in
        // A list opened on one album (from the albums) loads that album only, into the store.
        PhotoListViewModel(
          service: service, store: store, query: query, clock: clock, limits: .app,
          album: query.owner)
      },
      makeAlbums: { AlbumsViewModel(service: service, store: store) },
      makePeople: { PeopleViewModel(service: service) },
      makeUser: { id in UserViewModel(userID: id, service: service) },
      photoWithID: { id in try? store.fetch(id: id) },
      posts: posts.map { service in
        PostScreens(
          makeList: { PostListViewModel(service: service) },
          makePost: { id in PostViewModel(postID: id, service: service) })
      },
      favorites: favorites.map { service in { @MainActor in FavoritesViewModel(service: service) } }
    )
    return GalleryCoordinator(
      list: list, screens: screens, prefetcher: prefetcher, videoPosts: videoPosts)
  }

  /// Runs the Gallery against the server at `baseURL` with `options` in `frontEnd` (lines or
  /// keys: the sample's `main.swift` picks it, as it is built on this module) until it ends;
  /// `library` is where `post-video asset ID` picks from. Returns the front end's exit status,
  /// or 1 when the store could not be opened or saved.
  public static func run(
    options: GalleryOptions, baseURL: URL, library: any MediaLibrary,
    frontEnd: @MainActor (GalleryCoordinator) async -> Int32
  ) async -> Int32 {
    guard
      let client = HTTPClient.forSample(
        baseURL: baseURL, maximumResponseSize: options.maximumResponseSize)
    else { return 64 }
    defer { client.shutdown() }

    let store: any Store<Photo>
    do {
      store = try await options.store.open(Photo.self)
    } catch {
      StandardError.writeLine("\(untrusted: String(describing: error))")
      return 1
    }
    let coordinator = makeCoordinator(
      service: PhotoAPIClient(client: client), store: store,
      thumbnails: ThumbnailLoader(client: client),
      videoPosts: VideoPostFlows(
        service: VideoPostApp.makeService(client: client), library: library,
        files: LocalFileInspector()),
      posts: PostAPIClient(client: client), favorites: FavoriteAPIClient(client: client))
    return await StoreChoice.closing(store, status: frontEnd(coordinator))
  }
}
