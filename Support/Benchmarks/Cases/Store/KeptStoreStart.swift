import Essentials

#if SQLite
  import Foundation
  import LocalServices
  import Models
  import ViewModels
  import Views

  /// `store.kept-start`: the Gallery's second start over 200,000 photos kept in a store, with no
  /// server answering: from opening the store to the first frame of the photo list (and the
  /// store's open alone), and the peak memory that took. Then what saving costs: one changed photo, a page of 50, and a
  /// refresh that changes 1% of the photos (rows the SQLite store wrote). One case per store
  /// (`store.kept-start.sqlite`, `store.kept-start.file`): the file store is measured beside the
  /// SQLite store, for PERFORMANCE.md's comparison of the stores, and has no goal of its own.
  struct KeptStoreStart: BenchmarkCase {
    let kind: StoreKind
    var count = 200_000
    var name: String { "store.kept-start.\(kind)" }
    var goal: String {
      switch kind {
      case .sqlite: "first frame <= 1000 ms and peak <= 150 MB; a 1% refresh writes <= 1% of rows"
      case .file: "none (measured beside the SQLite store, for the table of the stores)"
      }
    }

    func run(sampler: Sampler) async -> [BenchmarkResult] {
      // As the Gallery does at start, before it opens its store: without it, the threads that
      // decode keep heaps of their own, and the set-up's leave about 40 MB resident.
      AllocatorSettings.keepLargeBlocksOutOfTheHeap()
      do {
        return [try await measure()]
      } catch {
        return [.setUpFailed(name, n: count, error)]
      }
    }

    private func measure() async throws -> BenchmarkResult {
      let directory = FileManager.default.temporaryDirectory.appending(
        path: "slim-bench-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appending(path: kind == .sqlite ? "photos.db" : "photos.json")
      try await kind.keep(try await KeptPhotos.generate(count), at: file)

      // The start, three times: open the store, show the kept photos, draw the first frame.
      var opens: [Duration] = []
      var starts: [Duration] = []
      var processorTimes: [Double] = []
      var peak: Double?
      var lines = 0
      for _ in 0..<3 {
        PeakMemory.reset()
        let clock = ContinuousClock()
        let processorAtStart = KeptPhotos.processorMilliseconds()
        let started = clock.now
        let store = try await kind.open(file)
        opens.append(clock.now - started)
        let (bytes, loading) = try await KeptPhotos.firstFrame(of: store)
        starts.append(clock.now - started)
        lines &+= bytes
        processorTimes.append(KeptPhotos.processorMilliseconds() - processorAtStart)
        peak = PeakMemory.megabytes().map { max($0, peak ?? 0) }
        // The next start's peak counts from what is resident after this one is gone.
        await loading.value
      }
      let timing = Timing(samples: starts, checksum: lines)
      let open = Timing(samples: opens, checksum: 0).median
      let processor = processorTimes.sorted()[processorTimes.count / 2]
      let costs = try await kind.saveCosts(at: file)
      let bytes = KeptPhotos.bytes(in: directory)

      var failures: [String] = []
      if kind == .sqlite {
        if timing.median > 1_000 { failures.append("first frame \(Int(timing.median)) ms") }
        if let peak, peak > 150 { failures.append("peak \(Int(peak)) MB") }
        if let rows = costs.refreshRows, rows > count / 100 {
          failures.append("a 1% refresh wrote \(rows) rows")
        }
      }
      let refresh = costs.refreshRows.map { "\($0) rows" } ?? "the whole file"
      return BenchmarkResult(
        name: name, n: count, timing: timing,
        fields: [
          ("open_ms", .rounded(open)),
          ("start_cpu_ms", .rounded(processor)),
          ("peak_mb", peak.map { .rounded($0, places: 0) } ?? .int(0)),
          ("save_one_ms", .rounded(costs.one)),
          ("save_page_ms", .rounded(costs.page)),
          ("save_refresh_ms", .rounded(costs.refresh)),
          ("refresh_rows_written", .int(costs.refreshRows ?? count)),
          ("bytes_on_disk", .int(bytes)),
        ],
        details: "store open \(TableReport.fixed(open)) ms, start CPU "
          + "\(TableReport.fixed(processor)) ms, peak "
          + "\(peak.map { "\(Int($0)) MB" } ?? "n/a"), save one "
          + "\(TableReport.fixed(costs.one)) ms, a page \(TableReport.fixed(costs.page)) ms, "
          + "1% refresh \(TableReport.fixed(costs.refresh)) ms (\(refresh)), "
          + "\(bytes / 1_000_000) MB on disk",
        verdict: failures.isEmpty ? .passed : .failed(failures.joined(separator: ", ")))
    }
  }
#endif
