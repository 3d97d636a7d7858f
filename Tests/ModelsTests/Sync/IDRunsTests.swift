import DataEngine
import Models
import Testing

/// The ids a load has seen, kept as runs: the same answers as a `Set` of them, whatever order
/// and repeats they arrive in.
@Suite("IDRuns", .timeLimit(.minutes(10)))
struct IDRunsTests {
  @Test(arguments: 1...20)
  func answersAsASetOfTheSameIDsWould(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var runs = IDRuns()
    var set = Set<Int>()
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      // Batches of ids, some in order and some not, clustered so that runs form and join.
      let start = Int.random(in: -20...60, using: &random)
      var batch = (start..<start + Int.random(in: 0...15, using: &random)).filter { _ in
        Int.random(in: 0..<4, using: &random) > 0
      }
      if Bool.random(using: &random) { batch.shuffle(using: &random) }
      runs.formUnion(batch + batch.prefix(2))
      set.formUnion(batch)

      #expect(runs.count == set.count)
      #expect(Array(runs) == set.sorted())
      #expect((-25...80).allSatisfy { runs.contains($0) == set.contains($0) })
    }
    #expect(runs == IDRuns(set.shuffled(using: &random)))
  }

  @Test func idsAtTheEndsOfIntAreKept() {
    let runs = IDRuns([Int.max, Int.min, Int.max - 1, 0, Int.min + 1])

    #expect(Array(runs) == [Int.min, Int.min + 1, 0, Int.max - 1, Int.max])
    #expect(runs.count == 5)
    #expect(!runs.contains(Int.max - 2))
    #expect(!runs.contains(1))
  }

  @Test func aLongRunOfConsecutiveIDsCountsEachOnce() {
    var runs = IDRuns(1...10_000)

    runs.formUnion(5_000...20_000)
    runs.formUnion([20_001])

    #expect(runs.count == 20_001)
    #expect(runs.contains(20_001))
    #expect(!runs.contains(0))
    #expect(!runs.contains(20_002))
  }
}
