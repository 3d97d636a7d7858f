/// The measured durations of an operation and their statistics, in milliseconds.
struct Timing {
  /// Every measured run, in milliseconds, fastest first.
  let milliseconds: [Double]
  /// The sum of the operation's results over all runs (see ``Sampler``).
  let checksum: Int

  init(samples: [Duration], checksum: Int) {
    milliseconds = samples.map(Self.milliseconds).sorted()
    self.checksum = checksum
  }

  /// Runs measured elsewhere (a process of the case's own), in milliseconds.
  init(milliseconds: [Double], checksum: Int) {
    self.milliseconds = milliseconds.sorted()
    self.checksum = checksum
  }

  /// The middle run: half were faster. Robust against the odd slow run a busy machine adds.
  var median: Double { percentile(50) }
  /// 90% of runs were at least this fast.
  var p90: Double { percentile(90) }
  /// How many runs were measured.
  var runs: Int { milliseconds.count }

  /// The nearest-rank percentile: the smallest sample with at least `percent`% of samples at or
  /// below it.
  func percentile(_ percent: Int) -> Double {
    guard !milliseconds.isEmpty else { return 0 }
    let rank = (percent * milliseconds.count + 99) / 100
    return milliseconds[max(0, rank - 1)]
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }
}
