import DataEngine
import Essentials
import Foundation
import HTTPTransport
import LocalServices
import Models
import Networking
import Observation
import ViewModels

/// `load.scale`: the Gallery's photo list loading from a server on loopback, the way a person
/// starts it: 200,000 photos from a server that pages (json-server's `_start`/`_limit`) and
/// from one that sends them in one 38 MB answer, and the standard 5,000, into the store in
/// memory; and 1,000,000 paged photos into a new SQLite store (with the SQLite trait), whose
/// memory the disk bounds. Reports the time to the first frame (the first rows the view can
/// show), the time until every photo is in the list, and the peak memory of this process (the
/// server runs in a process of its own).
///
/// It runs first, before other cases leave memory behind, and its SQLite load in a process of
/// its own, so each peak is its own.
struct PhotoListAtScale: BenchmarkCase {
  let name = "load.scale"
  let goal =
    "200,000 paged: first frame <= 1 s, all <= 5 s, peak <= 150 MB; unpaged: all <= 4 s, "
    + "peak <= 250 MB; 5,000: first frame <= 0.2 s; 1,000,000 paged into SQLite: peak <= 150 MB"

  /// One server and what it must meet.
  struct Variant {
    let label: String
    let count: Int
    let paged: Bool
    let firstFrame: Double?
    let all: Double?
    let peak: Double?
    /// Loaded into a new SQLite store, once (a long load), rather than into memory.
    var sqlite = false
  }

  static let variants =
    [
      Variant(
        label: "paged", count: 200_000, paged: true, firstFrame: 1_000, all: 5_000, peak: 150),
      Variant(
        label: "unpaged", count: 200_000, paged: false, firstFrame: nil, all: 4_000, peak: 250),
      Variant(label: "paged", count: 5_000, paged: true, firstFrame: 200, all: nil, peak: nil),
    ] + sqliteVariants

  #if SQLite
    static let sqliteVariants = [
      Variant(
        label: "paged.sqlite", count: 1_000_000, paged: true, firstFrame: nil, all: nil,
        peak: 150, sqlite: true)
    ]
  #else
    static let sqliteVariants: [Variant] = []
  #endif

  /// Loads per variant; the median is reported.
  var runs = 3

  func run(sampler: Sampler) async -> [BenchmarkResult] {
    // As the Gallery does at start.
    AllocatorSettings.keepLargeBlocksOutOfTheHeap()
    var results: [BenchmarkResult] = []
    for variant in Self.variants {
      let label = "\(name).\(variant.label)"
      do {
        results.append(try await measure(variant, name: label))
      } catch {
        results.append(.setUpFailed(label, n: variant.count, error))
      }
    }
    return results
  }

  private func measure(_ variant: Variant, name: String) async throws -> BenchmarkResult {
    let server = try PhotoServerProcess(count: variant.count, paged: variant.paged)
    defer { server.stop() }
    var firsts: [Duration] = []
    var alls: [Duration] = []
    var peak = 0.0
    var resident = 0.0
    var loaded = 0
    for _ in 0..<(variant.sqlite ? 1 : runs) {
      PeakMemory.reset()
      let load = try await Self.load(variant, from: server.baseURL)
      peak = max(peak, load.peak ?? PeakMemory.megabytes() ?? 0)
      resident = max(resident, load.resident)
      firsts.append(load.firstFrame)
      alls.append(load.all)
      loaded = load.count
    }
    let timing = Timing(samples: alls, checksum: loaded)
    let first = Timing(samples: firsts, checksum: 0).median
    var failures: [String] = []
    if loaded != variant.count { failures.append("\(loaded) of \(variant.count) photos loaded") }
    if let goal = variant.firstFrame, first > goal {
      failures.append("first frame \(Int(first)) ms")
    }
    if let goal = variant.all, timing.median > goal {
      failures.append("all loaded \(Int(timing.median)) ms")
    }
    if let goal = variant.peak, peak > goal { failures.append("peak \(Int(peak)) MB") }
    return BenchmarkResult(
      name: name, n: variant.count, timing: timing,
      fields: [
        ("first_frame_ms", .rounded(first)), ("all_loaded_ms", .rounded(timing.median)),
        ("peak_mb", .rounded(peak, places: 0)), ("loaded_mb", .rounded(resident, places: 0)),
      ],
      details: "first frame \(TableReport.fixed(first)) ms, all loaded "
        + "\(TableReport.fixed(timing.median)) ms, peak \(Int(peak)) MB, "
        + "\(Int(resident)) MB resident once loaded",
      verdict: failures.isEmpty ? .passed : .failed(failures.joined(separator: ", ")))
  }

  /// What one load took.
  struct Load {
    let firstFrame: Duration
    let all: Duration
    let count: Int
    /// The memory resident with every photo in the list, in MiB.
    let resident: Double
    /// The peak, in MiB, when the load ran in a process of its own.
    var peak: Double?
  }

  /// One load of `variant` from `baseURL`: here, or, into SQLite, in a process of its own.
  private static func load(_ variant: Variant, from baseURL: URL) async throws -> Load {
    #if SQLite
      if variant.sqlite { return try loadInChildProcess(from: baseURL) }
    #endif
    return try await load(from: baseURL, sqlite: false)
  }

  #if SQLite
    /// One load from `baseURL` into a new SQLite store, in a process of its own, so its peak
    /// is the load's alone.
    private static func loadInChildProcess(from baseURL: URL) throws -> Load {
      let output = try KeptPhotos.runChild(["--load-sqlite", baseURL.absoluteString])
      let figures = try JSONDecoder().decode([Double].self, from: output)
      guard figures.count == 5 else { throw LoadError(description: "the load said \(figures)") }
      return Load(
        firstFrame: .milliseconds(figures[0]), all: .milliseconds(figures[1]),
        count: Int(figures[2]), resident: figures[3], peak: figures[4])
    }

    /// The child's side: loads from `baseURL` into a new SQLite store, prints the first frame
    /// and all loaded (ms), the photos, the resident and the peak (MiB) as JSON, and exits.
    static func loadIntoSQLiteAndExit(from baseURL: URL) async -> Never {
      AllocatorSettings.keepLargeBlocksOutOfTheHeap()
      do {
        PeakMemory.reset()
        let load = try await load(from: baseURL, sqlite: true)
        let figures = [
          KeptPhotos.milliseconds(load.firstFrame), KeptPhotos.milliseconds(load.all),
          Double(load.count), load.resident, PeakMemory.megabytes() ?? 0,
        ]
        FileHandle.standardOutput.write(try JSONEncoder().encode(figures))
        exit(0)
      } catch {
        FileHandle.standardError.write(Data("could not load: \(error)\n".utf8))
        exit(1)
      }
    }
  #endif

  /// One load of the photo list from `baseURL` into a new store (in memory, or SQLite in a
  /// directory of its own), as the Gallery starts: the time until the list has rows, and until
  /// it has them all.
  @MainActor
  private static func load(from baseURL: URL, sqlite: Bool) async throws -> Load {
    let client = try HTTPClient(
      baseURL: baseURL, options: HTTPClient.Options(maximumResponseSize: 64 * 1024 * 1024))
    defer { client.shutdown() }
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "slim-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try await Self.store(sqlite: sqlite, in: directory)
    let clock = ContinuousClock()
    let started = clock.now
    let list = PhotoListViewModel(service: PhotoAPIClient(client: client), store: store)
    let loading = Task { await list.load() }
    await Self.firstRows(of: list)
    let firstFrame = clock.now - started
    await loading.value
    let all = clock.now - started
    guard case .loaded(let content) = list.state else {
      throw LoadError(description: "the list ended \(list.state)")
    }
    return Load(
      firstFrame: firstFrame, all: all, count: content.photoCount,
      resident: PeakMemory.residentMegabytes() ?? 0)
  }

  /// A new store: in memory, or SQLite in `directory`.
  private static func store(sqlite: Bool, in directory: URL) async throws -> any Store<Photo> {
    #if SQLite
      if sqlite { return try await SQLiteStore<Photo>.open(at: directory.appending(path: "p.db")) }
    #endif
    return InMemoryStore<Photo>()
  }

  /// Returns once `list` shows rows, or has settled without them.
  @MainActor
  private static func firstRows(of list: PhotoListViewModel) async {
    while true {
      switch list.state {
      case .loaded, .empty, .failed: return
      case .idle, .loading, .retrying: break
      }
      await withCheckedContinuation { continuation in
        let fired = Locked(false)
        withObservationTracking {
          _ = list.state
        } onChange: {
          if fired.withLock({ old in
            defer { old = true }; return !old
          }) {
            continuation.resume()
          }
        }
      }
    }
  }

  struct LoadError: Error, CustomStringConvertible {
    let description: String
  }
}
