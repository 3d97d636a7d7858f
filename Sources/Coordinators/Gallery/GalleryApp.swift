import Foundation
import Models
import Networking
import ViewModels
import Views

/// The Gallery's composition root: the one place where concrete types meet, so swapping the
/// service (a fake, a cache, another server) is a change to this file alone.
@MainActor
public enum GalleryApp {
  /// The coordinator and view models over `service`, keeping photos in `store`, with pictures
  /// from `thumbnails` and video posts through `videoPosts` if given; `clock` times the retry
  /// countdowns. Every service comes in here, at init: nothing is set on the coordinator after.
  public static func makeCoordinator(
    service: any PhotoService, store: any Store<Photo> = InMemoryStore(),
    thumbnails: (any ThumbnailService)? = nil, videoPosts: VideoPostFlows? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) -> GalleryCoordinator {
    let list = PhotoListViewModel(service: service, store: store, clock: clock)
    let prefetcher = thumbnails.map(ThumbnailPrefetcher.init(service:))
    return GalleryCoordinator(
      list: list, prefetcher: prefetcher, videoPosts: videoPosts,
      makeDetail: { photo in
        PhotoDetailViewModel(photo: photo, service: service, thumbnails: thumbnails, clock: clock)
      },
      makeList: { query in
        PhotoListViewModel(service: service, store: store, query: query, clock: clock)
      },
      makeAlbums: { AlbumsViewModel(service: service) })
  }

  /// Runs the Gallery against the server at `baseURL` with `options`, reading standard input,
  /// until `quit` or end of input; returns the process's exit status.
  ///
  /// `library` is where `post-video asset ID` picks from (the sample passes its demo library).
  /// `fullScreen`, if given, runs the coordinator instead of the line session and returns the
  /// exit status: the sample passes its full-screen front end at a real terminal (a front end
  /// built on the coordinators, so this module cannot name it).
  public static func run(
    options: GalleryOptions, baseURL: URL, library: any MediaLibrary,
    fullScreen: (@MainActor (GalleryCoordinator) async -> Int32)? = nil
  ) async -> Int32 {
    let client: HTTPClient
    do {
      client = try HTTPClient(
        baseURL: baseURL,
        options: HTTPClient.Options(maximumResponseSize: options.maximumResponseSize))
    } catch {
      StandardError.writeLine("\(untrusted: error.localizedDescription)")
      return 64
    }
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
        service: VideoPostApp.makeService(client: client), library: library))
    if let fullScreen { return await StoreChoice.closing(store, status: fullScreen(coordinator)) }
    let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let session = GallerySession(
      coordinator: coordinator,
      screen: { options.screen(interactive: interactive) },
      output: TerminalOutput(mode: interactive ? .interactive : .script),
      input: LineInput.standardInput(), milestones: GalleryMilestones())
    await session.run(interactive: interactive)
    return await StoreChoice.closing(store, status: 0)
  }
}
