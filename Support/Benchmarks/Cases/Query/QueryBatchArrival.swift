import DataEngine
import Essentials
import Foundation
import Models

/// `query.batch-arrival`: a long list loads in batches, as a server that pages sends it. Each
/// batch of 1,000 photos (each with its own URLs, as a server sends them) is committed to a store
/// that a list watches; timed from the first commit until the list's listener has the change set
/// of the last, starting from an empty store (the store and the list are let go untimed).
///
/// Measured for the Gallery's opening layout (by id, one section: every batch lands after the
/// rows already there) and for a section per album ordered by title. The scale goal (every photo
/// of 200,000 loaded within 5 s, decoding and network included) leaves the engine a fraction.
struct QueryBatchArrival: BenchmarkCase {
  var counts = [5_000, 200_000]
  var batchSize = 1_000
  let name = "query.batch-arrival"
  let goal = "<= 5 us a photo at every n (200,000 in batches of 1,000 within 1 s)"

  func run(sampler: Sampler) async -> [BenchmarkResult] {
    var results: [BenchmarkResult] = []
    for count in counts {
      let photos: [Photo]
      do {
        photos = try await GeneratedPhotos(count: count, ownURLs: true).photos(albumID: nil)
      } catch {
        results.append(.setUpFailed(name, n: count, error))
        continue
      }
      let batches = stride(from: 0, to: photos.count, by: batchSize).map {
        Array(photos[$0..<min($0 + batchSize, photos.count)])
      }
      // A long load is timed a few times only, each run being the whole load.
      var sampler = sampler
      if count > 10_000 { (sampler.warmUps, sampler.minimumRuns, sampler.maximumRuns) = (1, 3, 3) }
      for byTitle in [false, true] {
        results.append(measure(batches, count: count, byTitle: byTitle, sampler: sampler))
      }
    }
    return results
  }

  private func measure(
    _ batches: [[Photo]], count: Int, byTitle: Bool, sampler: Sampler
  ) -> BenchmarkResult {
    var failure: (any Error)?
    // The store and the list are let go after the clock stops: tearing down 200,000 rows is
    // not part of their arrival.
    let timing = sampler.measure(keeping: { () -> (Int, Loaded?) in
      do {
        let loaded = try Self.load(batches, byTitle: byTitle)
        return (loaded.rows, loaded)
      } catch {
        failure = error
        return (0, nil)
      }
    })
    let layout = byTitle ? "a section per album, by title" : "by id, one section"
    if let failure { return .setUpFailed(name, n: count, failure) }
    // One more load, untimed, for its peak memory: from what is resident before it (the photos
    // to load included), so that what earlier loads left in the heap does not count.
    PeakMemory.reset()
    withExtendedLifetime(try? Self.load(batches, byTitle: byTitle)) {}
    let peak = PeakMemory.megabytes()
    let perPhoto = timing.median * 1_000 / Double(count)
    let verdict: BenchmarkResult.Verdict =
      perPhoto <= 5
      ? .passed : .failed("\(TableReport.fixed(perPhoto)) us a photo > 5 us (\(layout))")
    return BenchmarkResult(
      name: name, n: count, timing: timing,
      fields: [
        ("layout", .string(byTitle ? "album-title" : "id")), ("batch", .int(batchSize)),
        ("us_per_photo", .number(perPhoto)),
        ("peak_mb", peak.map { .rounded($0, places: 0) } ?? .int(0)),
      ],
      details: "\(TableReport.fixed(perPhoto)) us a photo, batches of \(batchSize), \(layout), "
        + "peak \(peak.map { "\(Int($0)) MB" } ?? "n/a")",
      verdict: verdict)
  }

  /// A load's store and list, with the rows the list shows plus the rows and sections its
  /// listener heard inserted, which must add up to every photo.
  private struct Loaded {
    let store: InMemoryStore<Photo>
    let list: ListDataSource<Photo>
    let rows: Int
  }

  /// Commits `batches` one by one to a new store under a new list.
  private static func load(_ batches: [[Photo]], byTitle: Bool) throws -> Loaded {
    let store = InMemoryStore<Photo>()
    let list = try ListDataSource<Photo>(store: store)
    if byTitle {
      try list.sort(by: [SortDescriptor(\.title.folded)])
      try list.group(true)
    }
    let heard = Locked(0)
    let subscription = list.controller.observe { changes in
      heard.withLock { $0 += changes.insertedRows.count + changes.insertedSections.count }
    }
    defer { subscription.cancel() }
    for batch in batches { try store.upsert(contentsOf: batch) }
    return Loaded(store: store, list: list, rows: list.controller.count + heard.withLock { $0 })
  }
}
