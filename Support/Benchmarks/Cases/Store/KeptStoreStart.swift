import Essentials

#if SQLite
  import Foundation
  import LocalServices
  import Models
  import ViewModels
  import Views

  /// `store.kept-start`: the Gallery's second start over photos kept in a store, with no server
  /// answering: from opening the store to the first frame of the photo list (and the store's
  /// open alone), and the peak memory that took. Then what saving costs: one changed photo, a
  /// page of 50, and a refresh that changes 1% of the photos (rows the SQLite store wrote).
  ///
  /// The SQLite store runs at 10,000 and 1,000,000 photos, each size in a process of its own,
  /// one right after the other: its start must not grow with the store. The file store runs at
  /// 200,000 beside it, for PERFORMANCE.md's comparison of the stores, and has no goal of its
  /// own. Each store is written by a process of its own first, so its peak is not this one's.
  struct KeptStoreStart: BenchmarkCase {
    let kind: StoreKind
    var name: String { "store.kept-start.\(kind)" }
    var counts: [Int] { kind == .sqlite ? [10_000, 1_000_000] : [200_000] }
    var goal: String {
      switch kind {
      case .sqlite:
        "1,000,000: first frame <= 150 ms, peak <= 60 MB, <= 1.5x the time of 10,000; "
          + "a 1% refresh writes <= 1% of rows"
      case .file: "none (measured beside the SQLite store, for the table of the stores)"
      }
    }

    func run(sampler: Sampler) async -> [BenchmarkResult] {
      var measured: [(count: Int, figures: KeptStartFigures)] = []
      var results: [BenchmarkResult] = []
      for count in counts {
        do {
          measured.append((count, try Self.measureInChildProcess(kind, count: count)))
        } catch {
          results.append(.setUpFailed(name, n: count, error))
        }
      }
      let smallest = measured.first.map { Timing(milliseconds: $0.figures.starts, checksum: 0) }
      for (count, figures) in measured {
        results.append(result(count: count, figures, against: smallest))
      }
      return results
    }

    /// The case's figures at `count`, against the smallest store's start, with the verdict.
    private func result(
      count: Int, _ figures: KeptStartFigures, against smallest: Timing?
    ) -> BenchmarkResult {
      let timing = Timing(milliseconds: figures.starts, checksum: figures.lines)
      let ratio = smallest.map { timing.median / max($0.median, 0.001) }
      var failures: [String] = []
      if kind == .sqlite {
        if count >= 1_000_000 {
          if timing.median > 150 { failures.append("first frame \(Int(timing.median)) ms") }
          if figures.peak > 60 { failures.append("peak \(Int(figures.peak)) MB") }
          if let ratio, ratio > 1.5 {
            failures.append("\(TableReport.fixed(ratio))x the time of the smallest store")
          }
        }
        if figures.refreshRows > count / 100 {
          failures.append("a 1% refresh wrote \(figures.refreshRows) rows")
        }
      }
      let refresh = kind == .sqlite ? "\(figures.refreshRows) rows" : "the whole file"
      let against = ratio.map {
        count == counts.first ? "" : ", \(TableReport.fixed($0))x the smallest"
      }
      return BenchmarkResult(
        name: name, n: count, timing: timing,
        fields: [
          ("open_ms", .rounded(figures.open)),
          ("start_cpu_ms", .rounded(figures.processor)),
          ("peak_mb", .rounded(figures.peak, places: 0)),
          ("times_smallest", .rounded(ratio ?? 1)),
          ("save_one_ms", .rounded(figures.saveOne)),
          ("save_page_ms", .rounded(figures.savePage)),
          ("save_refresh_ms", .rounded(figures.saveRefresh)),
          ("refresh_rows_written", .int(figures.refreshRows)),
          ("bytes_on_disk", .int(figures.bytes)),
        ],
        details: "store open \(TableReport.fixed(figures.open)) ms, start CPU "
          + "\(TableReport.fixed(figures.processor)) ms, peak \(Int(figures.peak)) MB"
          + "\(against ?? ""), save one \(TableReport.fixed(figures.saveOne)) ms, a page "
          + "\(TableReport.fixed(figures.savePage)) ms, 1% refresh "
          + "\(TableReport.fixed(figures.saveRefresh)) ms (\(refresh)), "
          + "\(figures.bytes / 1_000_000) MB on disk",
        verdict: failures.isEmpty ? .passed : .failed(failures.joined(separator: ", ")))
    }

    /// Keeps `count` photos in a store of `kind` (a process of its own), then measures its
    /// starts in another (`--kept-start KIND PATH`), which prints its figures as JSON.
    static func measureInChildProcess(_ kind: StoreKind, count: Int) throws -> KeptStartFigures {
      let directory = FileManager.default.temporaryDirectory.appending(
        path: "slim-bench-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appending(path: kind == .sqlite ? "photos.db" : "photos.json")
      try KeptPhotos.keepInChildProcess(kind, count: count, at: file)
      let output = try KeptPhotos.runChild(["--kept-start", kind.rawValue, file.path])
      return try JSONDecoder().decode(KeptStartFigures.self, from: output)
    }

    /// The child's side: three starts over the store kept at `file`, then the save costs; prints
    /// the figures and exits (1 on failure, said on standard error). Never returns.
    static func measureAndExit(_ kind: StoreKind, at file: URL) async -> Never {
      // As the Gallery does at start, before it opens its store: without it, the threads that
      // decode keep heaps of their own.
      AllocatorSettings.keepLargeBlocksOutOfTheHeap()
      do {
        let figures = try await measure(kind, at: file)
        FileHandle.standardOutput.write(try JSONEncoder().encode(figures))
        exit(0)
      } catch {
        FileHandle.standardError.write(Data("could not measure the start: \(error)\n".utf8))
        exit(1)
      }
    }

    @MainActor
    private static func measure(_ kind: StoreKind, at file: URL) async throws -> KeptStartFigures {
      // The start, three times: open the store, show the kept photos, draw the first frame.
      var figures = KeptStartFigures()
      var opens: [Double] = []
      var processorTimes: [Double] = []
      for _ in 0..<3 {
        PeakMemory.reset()
        let clock = ContinuousClock()
        let processorAtStart = KeptPhotos.processorMilliseconds()
        let started = clock.now
        let store = try await kind.open(file)
        opens.append(KeptPhotos.milliseconds(clock.now - started))
        let (bytes, loading) = try await KeptPhotos.firstFrame(of: store)
        figures.starts.append(KeptPhotos.milliseconds(clock.now - started))
        figures.lines &+= bytes
        processorTimes.append(KeptPhotos.processorMilliseconds() - processorAtStart)
        figures.peak = max(figures.peak, PeakMemory.megabytes() ?? 0)
        // The next start's peak counts from what is resident after this one is gone.
        await loading.value
      }
      figures.open = opens.sorted()[1]
      figures.processor = processorTimes.sorted()[1]
      let costs = try await kind.saveCosts(at: file)
      (figures.saveOne, figures.savePage, figures.saveRefresh) = (
        costs.one, costs.page, costs.refresh
      )
      figures.refreshRows = costs.refreshRows ?? 0
      figures.bytes = KeptPhotos.bytes(in: file.deletingLastPathComponent())
      return figures
    }
  }

  /// What a child process measured of a kept store's start, in milliseconds and megabytes.
  struct KeptStartFigures: Codable {
    /// Each start's time to the first frame.
    var starts: [Double] = []
    /// The bytes of the first frames, summed: that every start drew the same.
    var lines = 0
    /// The median store open and processor time of a start.
    var open = 0.0
    var processor = 0.0
    /// The process's peak resident memory over the starts.
    var peak = 0.0
    var saveOne = 0.0
    var savePage = 0.0
    var saveRefresh = 0.0
    /// The rows a 1% refresh wrote (0 for a store that rewrites its file).
    var refreshRows = 0
    var bytes = 0
  }
#endif
