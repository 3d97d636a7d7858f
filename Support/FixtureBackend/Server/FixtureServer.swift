import Foundation

/// An HTTP/1.1 server on 127.0.0.1 serving generated users, albums, photos and todos in the
/// jsonplaceholder shape, so samples run offline and tests use real sockets.
///
/// Start one per test or per sample run; the port is ephemeral unless you ask for one. Stop it
/// when done, or let it go: `deinit` stops it too.
///
/// ```swift
/// let server = try FixtureServer.start()
/// defer { server.stop() }
/// let url = server.baseURL.appending(path: "photos")  // http://127.0.0.1:PORT/photos
/// ```
///
/// Routes (a method a path does not take is answered 405 with an `Allow` header): GET
/// `/users`, `/users/N`, `/users/N/albums`, `/albums` (`?userId=N`), `/albums/N`,
/// `/albums/N/photos`, `/photos` (`?albumId=N`), `/photos/N`, `/favorites`, `/favorites/N`
/// (every 25th photo, `Resources/Favorites.swift`), and each photo's picture as a binary PPM at
/// `/images/150/RRGGBB.ppm` and `/images/600/RRGGBB.ppm` (`ImageRoutes.swift`).
/// Lists page like json-server's when asked (`?_start=0&_limit=100`, `?_page=2&_limit=50`),
/// with the whole list's length in `X-Total-Count` (`ListPage.swift`); a long list for scale
/// tests is `FixtureDataset(photoCount: 200_000)`.
/// Todos are read and written: GET, POST `/todos`, GET, PATCH, DELETE `/todos/N`
/// (`TodoRoutes.swift`). Errors have the JSON body `{"error": "..."}`. Resumable uploads
/// (tus 1.0) live under `/uploads` and video posts under `/video-posts`, so jsonplaceholder's
/// `/posts` stays free for its own posts: see `TusRoutes.swift` and `PostRoutes.swift`.
///
/// To add a record type: declare it, in one file, as `Resources/Posts.swift` does: the record
/// (a `FixtureRecord`), how the dataset makes it, and a `FixtureResource` over a `RecordStore`
/// of it, with its filters, its parents and, for a record clients write, `writable()` (a
/// `WritableFixtureRecord`); add its routes to `routes` in `start`. For anything else, write a
/// `static func` on `FixtureRoute` returning routes (a pattern such as `/uploads/:id`, a handler
/// from the request and the `:` values to a `FixtureResponse`, throwing `HTTPError` to refuse),
/// keeping any state in a `Sendable` class behind a `Locked`, made in `start`. Nothing else changes: the router answers 404 and 405,
/// and `--faults` rules reach the new paths at once, since faults are matched by path (and,
/// if the rule says, method) before any route runs. Test it in `Tests/FixtureBackendTests`.
public final class FixtureServer: Sendable {
  /// The port the server listens on: the one asked for, or the kernel's choice for port 0.
  public let port: UInt16
  /// `http://127.0.0.1:PORT`, for building request URLs.
  public let baseURL: URL
  /// The data the server serves.
  public let dataset: FixtureDataset
  /// The uploads received so far, and the faults staged for the next ones.
  public let uploads: UploadStore
  /// The todos as writes have left them.
  public let todos: TodoStore
  /// The fault plan in force; see `FixtureServer+Faults.swift`.
  let faultInjector: FaultInjector
  private let core: ServerCore

  private init(
    core: ServerCore, dataset: FixtureDataset, uploads: UploadStore, todos: TodoStore,
    faults: FaultInjector
  ) {
    self.core = core
    self.dataset = dataset
    self.uploads = uploads
    self.todos = todos
    self.faultInjector = faults
    port = core.port
    baseURL = URL(string: "http://127.0.0.1:\(core.port)")!
  }

  /// Starts listening on 127.0.0.1 and serving on background threads.
  ///
  /// - Parameters:
  ///   - port: The port to bind; 0 (the default) lets the kernel pick a free one.
  ///   - dataset: The data to serve.
  ///   - faults: Failures to stage on purpose, consulted before anything else.
  ///   - intercept: Consulted first for every request; return a response to answer it (a 500, a
  ///     malformed body...) or nil to let the normal routes answer. It runs on a server thread,
  ///     so it must not block for long: `stop()` cannot interrupt it. For an upload's PATCH it
  ///     runs before the body is read (the body streams into the upload), so it sees it empty.
  /// - Throws: `StartError` when the port is taken or a socket call fails.
  public static func start(
    port: UInt16 = 0, dataset: FixtureDataset = .standard, faults: FaultPlan = FaultPlan(),
    intercept: (@Sendable (FixtureRequest) -> FixtureResponse?)? = nil
  ) throws(StartError) -> FixtureServer {
    let injector = FaultInjector(plan: faults)
    let uploads = UploadStore()
    let todos = TodoStore(dataset.todos)
    let routes =
      FixtureRoute.catalog(of: dataset) + FixtureRoute.images(of: dataset)
      + FixtureRoute.uploads(in: uploads)
      + FixtureRoute.posts(in: PostStore(), uploads: uploads)
      + FixtureRoute.todos(in: todos, users: Set(dataset.users.map(\.id)))
      + FixtureRoute.postsWithComments(of: dataset)
      + FixtureRoute.favorites(of: dataset)
    let router = FixtureRouter(
      routes: routes, bodyRoutes: [.uploadChunks(in: uploads)], intercept: intercept,
      faults: injector)
    do throws(SocketError) {
      return FixtureServer(
        core: try ServerCore(port: port, router: router), dataset: dataset, uploads: uploads,
        todos: todos, faults: injector)
    } catch {
      throw StartError(port: port, failure: error)
    }
  }

  /// Stops listening and closes open connections; safe to call more than once.
  ///
  /// When it returns, new connections to `port` are refused. Requests already being answered
  /// see their connection closed.
  public func stop() {
    core.stop()
  }

  deinit {
    core.stop()
  }
}
