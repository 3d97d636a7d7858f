import Essentials
import Models

/// `query.single-change`: one photo of 100,000 is renamed (an upsert that moves its row within
/// its section); the time until the list's listener has the change set.
///
/// Measured for the Gallery's layout (a section per album) and for the worst layout: all
/// 100,000 rows in one section, where a move shifts the longest array.
struct QuerySingleChange: BenchmarkCase {
  var count = 100_000
  let name = "query.single-change"
  let goal = "median <= 0.1 ms from upsert to change set delivered"

  func run(sampler: Sampler) async -> [BenchmarkResult] {
    var results: [BenchmarkResult] = []
    for grouped in [true, false] {
      do {
        results.append(try await measure(grouped: grouped, sampler: sampler))
      } catch {
        results.append(.setUpFailed(name, n: count, error))
      }
    }
    return results
  }

  private func measure(grouped: Bool, sampler: Sampler) async throws -> BenchmarkResult {
    let library = try await PhotoLibrary(count: count, grouped: grouped)
    let delivered = Locked(0)
    let subscription = library.list.controller.observe { changes in
      delivered.withLock { $0 += changes.movedRows.count + changes.updatedRows.count }
    }
    defer { subscription.cancel() }
    var random = SeededGenerator(seed: 11)
    let titles = ["amber tide", "quiet north", "zinc", "a", "lantern glass", "meadow stone"]
    let count = count
    let timing = sampler.measure {
      let id = Int.random(in: 1...count, using: &random)
      let photo = library.store.fetch(id: id)!
      let title = titles[Int.random(in: 0..<titles.count, using: &random)] + " \(id)"
      let renamed = Photo(
        id: id, albumID: photo.albumID, title: title, url: photo.url,
        thumbnailURL: photo.thumbnailURL)
      _ = try? library.store.upsert(renamed)
      return delivered.withLock { $0 }
    }
    let layout = grouped ? "a section per album" : "one section"
    let verdict: BenchmarkResult.Verdict =
      timing.median <= 0.1
      ? .passed : .failed("median \(TableReport.fixed(timing.median)) ms > 0.1 ms (\(layout))")
    return BenchmarkResult(
      name: name, n: count, timing: timing,
      fields: [("layout", .string(grouped ? "grouped" : "flat"))],
      details: "rename moves a row, \(layout)", verdict: verdict)
  }
}
