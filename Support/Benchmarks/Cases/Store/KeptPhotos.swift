import DataEngine
import TerminalKit

#if SQLite
  import Foundation
  import LocalServices
  import Models
  import ViewModels
  import Views

  /// The stores `store.kept-start` compares, and what it does with each.
  enum StoreKind: String, CaseIterable, CustomStringConvertible {
    case sqlite
    case file

    var description: String { rawValue }

    /// Opens the store kept at `file`.
    func open(_ file: URL) async throws -> any Store<Photo> {
      switch self {
      case .sqlite: try await SQLiteStore<Photo>.open(at: file)
      case .file: try await FileStore<Photo>.open(at: file)
      }
    }

    /// Keeps `photos` at `file`, saved, and closes the store.
    func keep(_ photos: [Photo], at file: URL) async throws {
      let store = try await open(file)
      try store.upsert(contentsOf: photos)
      try await store.save()
    }

    /// How long saves take after one photo changes, after a page of 50 does, and after a
    /// refresh that changes every hundredth photo; and the rows that refresh wrote (nil for a
    /// store that rewrites its whole file).
    func saveCosts(
      at file: URL
    ) async throws -> (one: Double, page: Double, refresh: Double, refreshRows: Int?) {
      let store = try await open(file)
      let photos = try store.fetchAll()
      let one = try await Self.timed(store) { try store.upsert(KeptPhotos.renamed(photos[7])) }
      let page = try await Self.timed(store) {
        try store.upsert(contentsOf: photos[100..<150].map(KeptPhotos.renamed))
      }
      // What the server sends: the store's photos as they are now, every hundredth renamed.
      let refreshed = try store.fetchAll().enumerated().map {
        $0 % 100 == 0 ? KeptPhotos.renamed($1) : $1
      }
      let before = (store as? SQLiteStore<Photo>)?.rowsWritten
      let refresh = try await Self.timed(store) {
        _ = try PhotoSync(service: KeptPhotos.Offline(), store: store).keep(refreshed)
      }
      let rows = before.flatMap { before in
        (store as? SQLiteStore<Photo>).map { $0.rowsWritten - before }
      }
      return (one, page, refresh, rows)
    }

    /// Milliseconds for `change` and the save that follows it.
    private static func timed(
      _ store: any Store<Photo>, _ change: () throws -> Void
    ) async throws -> Double {
      let clock = ContinuousClock()
      let started = clock.now
      try change()
      try await store.save()
      return KeptPhotos.milliseconds(clock.now - started)
    }
  }

  /// Photos for the store benchmarks, and the Gallery's first frame over a store of them.
  enum KeptPhotos {
    /// A server that never answers: the first frame can only come from the store.
    struct Offline: PhotoService {
      func photos(albumID: Int?) async throws -> [Photo] {
        try await Task.sleep(for: .seconds(3_600))
        return []
      }
      func photo(id: Int) async throws -> Photo { throw CancellationError() }
      func albums() async throws -> [Album] { [] }
      func users() async throws -> [User] { [] }
    }

    /// Keeps `count` generated photos at `file` in a new process of this executable
    /// (`--keep-photos KIND COUNT PATH`), and waits for it.
    static func keepInChildProcess(_ kind: StoreKind, count: Int, at file: URL) throws {
      _ = try runChild(["--keep-photos", kind.rawValue, String(count), file.path])
    }

    /// Runs this executable with `arguments` in a new process, and returns what it printed on
    /// standard output once it exited; throws when it failed.
    static func runChild(_ arguments: [String]) throws -> Data {
      let child = Process()
      child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = arguments
      let output = Pipe()
      child.standardOutput = output
      try child.run()
      let printed = output.fileHandleForReading.readDataToEndOfFile()
      child.waitUntilExit()
      guard child.terminationReason == .exit, child.terminationStatus == 0 else {
        throw KeepError(status: child.terminationStatus)
      }
      return printed
    }

    /// A duration in milliseconds.
    static func milliseconds(_ duration: Duration) -> Double {
      let (seconds, attoseconds) = duration.components
      return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }

    /// The child's side: keeps `count` generated photos at `file`, then exits (1 on failure,
    /// said on standard error). Never returns.
    static func keepAndExit(_ kind: StoreKind, count: Int, at file: URL) async -> Never {
      do {
        try await kind.keep(try await generate(count), at: file)
        exit(0)
      } catch {
        FileHandle.standardError.write(Data("could not keep the photos: \(error)\n".utf8))
        exit(1)
      }
    }

    /// Why a process of this executable failed: it said why on standard error.
    struct KeepError: Error, CustomStringConvertible {
      let status: Int32
      var description: String { "the benchmark's child process exited \(status)" }
    }

    /// `count` generated photos, each with its own URLs, as a server sends them.
    static func generate(_ count: Int) async throws -> [Photo] {
      try await GeneratedPhotos(count: count, ownURLs: true).photos(albumID: nil)
    }

    /// `photo` with another title.
    static func renamed(_ photo: Photo) -> Photo {
      Photo(
        id: photo.id, albumID: photo.albumID, title: photo.title + " (edited)", url: photo.url,
        thumbnailURL: photo.thumbnailURL)
    }

    /// The photo list over `store`, shown as the Gallery starts it with no server answering:
    /// the bytes of its first frame at 120x40, and its load, cancelled (await it before
    /// measuring memory again: until it ends, it holds the list and so the store).
    @MainActor
    static func firstFrame(
      of store: any Store<Photo>
    ) async throws -> (bytes: Int, loading: Task<Void, Never>) {
      let list = PhotoListViewModel(service: Offline(), store: store)
      let pager = LinePager(pageSize: PhotoListView.pageSize(forHeight: 40))
      let loading = Task { await list.load() }
      defer {
        list.disappear()
        loading.cancel()
      }
      while !isLoaded(list.state) { await Task.yield() }
      let screen = Screen(width: 120, height: 40)
      let frame = PhotoListView.frame(for: list.state, pager: pager, on: screen, commands: [])
      return (frame.text.utf8.count, loading)
    }

    private static func isLoaded(_ state: PhotoListViewModel.State) -> Bool {
      if case .loaded = state { true } else { false }
    }

    /// The processor time this process has used so far, all its threads together, in
    /// milliseconds: what a start costs on a machine whose other work makes the wall clock vary.
    static func processorMilliseconds() -> Double {
      var time = timespec()
      guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
      return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }

    /// The bytes of the files in `directory` (a database with its log, or a file).
    static func bytes(in directory: URL) -> Int {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.reduce(0) { total, name in
        let path = directory.appending(path: name).path
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
        return total + (size ?? 0)
      }
    }
  }
#endif
