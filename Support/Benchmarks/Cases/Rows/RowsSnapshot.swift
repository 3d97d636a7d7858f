import Essentials
import Models
import ViewModels

/// `rows.snapshot`: taking a list's rows as a value (`ListRows`, what a state carries and a
/// SwiftUI `ForEach` holds) over 200,000 photos in a section per album, and what that value costs
/// the next write: a rename made while the last value is still held, as a `ForEach` holds it,
/// beside the same rename with no value held, measured in the same run.
///
/// Taking one copies no row. A write while a value is held pays for copying the storage the
/// write touches (the controller's copy on write), and letting that value go later pays for
/// freeing the rows it kept; the held case times both, once per value, as a `ForEach` that
/// holds each frame's value would. A write with no value held copies nothing. The held cost
/// grows with the list (the entities and their order keys are copied whole); the goal says
/// what a phone pays at 200,000 rows, once per frame at most.
struct RowsSnapshot: BenchmarkCase {
  var count = 200_000
  let name = "rows.snapshot"
  let goal = "median <= 0.05 ms to take one; a write while one is held <= 30 ms"

  func run(sampler: Sampler) async -> [BenchmarkResult] {
    do {
      return [try await measure(sampler: sampler)]
    } catch {
      return [.setUpFailed(name, n: count, error)]
    }
  }

  private func measure(sampler: Sampler) async throws -> BenchmarkResult {
    let library = try await PhotoLibrary(count: count)
    let controller = library.list.controller
    var version = 0
    let taking = sampler.measure {
      version += 1
      return ListRows(controller, version: version).count
    }
    var random = SeededGenerator(seed: 5)
    let count = count
    let rename = {
      let id = Int.random(in: 1...count, using: &random)
      let photo = library.store.fetch(id: id)!
      let renamed = Photo(
        id: id, albumID: photo.albumID, title: "renamed \(version)", url: photo.url,
        thumbnailURL: photo.thumbnailURL)
      _ = try? library.store.upsert(renamed)
    }
    let writes = sampler.measureTogether([
      {
        // A value taken (the last frame's, which a ForEach holds), a write, and the value let
        // go: the copy the write makes, and freeing the rows the value kept.
        version += 1
        let held = ListRows(controller, version: version)
        rename()
        return held.count
      },
      {
        version += 1
        rename()
        return controller.count
      },
    ])
    let (whileHeld, alone) = (writes[0], writes[1])
    var failures: [String] = []
    if taking.median > 0.05 {
      failures.append("taking one: median \(TableReport.fixed(taking.median)) ms > 0.05 ms")
    }
    if whileHeld.median > 30 {
      failures.append("a held write: median \(TableReport.fixed(whileHeld.median)) ms > 30 ms")
    }
    return BenchmarkResult(
      name: name, n: count, timing: taking,
      fields: [
        ("held_write_median_ms", .rounded(whileHeld.median)),
        ("held_write_p90_ms", .rounded(whileHeld.p90)),
        ("write_median_ms", .rounded(alone.median)),
      ],
      details: "a write while a value is held \(TableReport.fixed(whileHeld.median)) ms, "
        + "with none held \(TableReport.fixed(alone.median)) ms",
      verdict: failures.isEmpty ? .passed : .failed(failures.joined(separator: ", ")))
  }
}
