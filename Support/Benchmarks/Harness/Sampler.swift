/// Times an operation: a few warm-up runs, then measured runs until enough samples or the time
/// budget is spent.
///
/// The operation returns an `Int` that the sampler sums into ``Timing/checksum``: a result that is
/// used cannot be optimized away, and a case can check it was computing what it claims.
struct Sampler {
  /// Runs made and thrown away first, so caches, allocators and lazy set-up are warm.
  var warmUps = 2
  /// Measured runs made however long they take.
  var minimumRuns = 5
  /// Measured runs made at most.
  var maximumRuns = 200
  /// Once this much measured time has passed (and the minimum is done), sampling stops.
  var budget = Duration.seconds(1)

  /// Times `operation`.
  func measure(_ operation: () -> Int) -> Timing {
    measure(keeping: { (operation(), ()) })
  }

  /// Times `operation`, which returns its checksum and what it made (a store, say): what it
  /// made is let go once the clock has stopped, so tearing it down is not timed.
  func measure<Made>(keeping operation: () -> (Int, Made)) -> Timing {
    var checksum = 0
    for _ in 0..<warmUps { checksum &+= operation().0 }
    var samples: [Duration] = []
    var spent = Duration.zero
    while samples.count < minimumRuns || (samples.count < maximumRuns && spent < budget) {
      let (elapsed, result) = Self.time(operation)
      checksum &+= result
      samples.append(elapsed)
      spent += elapsed
    }
    return Timing(samples: samples, checksum: checksum)
  }

  /// Times several operations of similar cost in turn, one run of each per round, so a machine
  /// that gets busier or quieter during the run slows them all alike and they compare fairly.
  func measureTogether(_ operations: [() -> Int]) -> [Timing] {
    var checksums = [Int](repeating: 0, count: operations.count)
    for _ in 0..<warmUps {
      for (index, operation) in operations.enumerated() { checksums[index] &+= operation() }
    }
    var samples = [[Duration]](repeating: [], count: operations.count)
    var spent = Duration.zero
    while samples[0].count < minimumRuns || (samples[0].count < maximumRuns && spent < budget) {
      for (index, operation) in operations.enumerated() {
        let (elapsed, result) = Self.time(operation)
        samples[index].append(elapsed)
        checksums[index] &+= result
        spent += elapsed
      }
    }
    return operations.indices.map { Timing(samples: samples[$0], checksum: checksums[$0]) }
  }

  /// Times `operation` against a much slower `baseline` in alternation: one baseline run, then
  /// as many runs of the operation as fit in the same time, `rounds` times. A machine that gets
  /// busier or quieter during the run slows both alike, so their ratio stays fair.
  func compare(
    _ operation: () -> Int, against baseline: () -> Int, rounds: Int = 5
  )
    -> (operation: Timing, baseline: Timing)
  {
    var checksums = (operation: 0, baseline: 0)
    for _ in 0..<warmUps {
      checksums.operation &+= operation()
      checksums.baseline &+= baseline()
    }
    var samples: (operation: [Duration], baseline: [Duration]) = ([], [])
    for _ in 0..<rounds {
      let (slow, slowResult) = Self.time(baseline)
      samples.baseline.append(slow)
      checksums.baseline &+= slowResult
      var spent = Duration.zero
      repeat {
        let (fast, fastResult) = Self.time(operation)
        samples.operation.append(fast)
        checksums.operation &+= fastResult
        spent += fast
      } while spent < slow && samples.operation.count < maximumRuns * rounds
    }
    return (
      Timing(samples: samples.operation, checksum: checksums.operation),
      Timing(samples: samples.baseline, checksum: checksums.baseline)
    )
  }

  private static func time(_ operation: () -> Int) -> (Duration, Int) {
    time { (operation(), ()) }
  }

  private static func time<Made>(_ operation: () -> (Int, Made)) -> (Duration, Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let (result, made) = operation()
    let elapsed = clock.now - start
    withExtendedLifetime(made) {}
    return (elapsed, result)
  }
}
