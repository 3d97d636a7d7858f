import Models
import Testing

@testable import DataEngine

/// Ids kept in chunks, as faulted rows keep a long list's ids: inserting and removing one at a
/// time reads as the same edits to one array would, however the chunks split and empty.
@Suite("RowChunks", .timeLimit(.minutes(10)))
struct RowChunksTests {
  @Test(arguments: 1...6)
  func editsOneAtATimeReadAsTheSameEditsToAnArray(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    // Long enough to start in several chunks and to split one that grows.
    var array = Array(0..<(RowChunks<Int>.largestChunk * 2 + 100))
    var chunks = RowChunks(splitting: array)
    #expect(chunks.chunks.count > 1)
    #expect(chunks.chunks.allSatisfy { $0.count <= RowChunks<Int>.largestChunk })
    let taken = chunks
    var next = array.count
    for step in 0..<6_000 {
      // Mostly insertions near one place (so a chunk grows past its largest), some removals.
      if Int.random(in: 0..<4, using: &random) == 0, !array.isEmpty {
        let index = Int.random(in: 0..<array.count, using: &random)
        #expect(chunks.remove(at: index) == array.remove(at: index), "step \(step)")
      } else {
        let index = Swift.min(array.count, Int.random(in: 1_000...1_010, using: &random))
        chunks.insert(next, at: index)
        array.insert(next, at: index)
        next += 1
      }
      #expect(chunks.count == array.count)
    }
    #expect(chunks.joined == array)
    #expect(chunks.chunks.allSatisfy { !$0.isEmpty && $0.count <= RowChunks<Int>.largestChunk })
    #expect(chunks.values(in: 990..<5_000) == Array(array[990..<5_000]))
    #expect(chunks.values(in: (array.count - 3)..<(array.count + 9)) == array.suffix(3))
    #expect(chunks.firstIndex(of: array[7_000]) == 7_000)
    #expect(chunks.firstIndex(of: -1) == nil)
    // A copy taken before keeps its values.
    #expect(taken.joined == Array(0..<(RowChunks<Int>.largestChunk * 2 + 100)))
  }

  @Test func removingEveryValueLeavesNoChunkAndInsertingStartsOne() {
    var chunks = RowChunks(splitting: [1, 2, 3])
    for _ in 0..<3 { chunks.remove(at: 0) }
    #expect(chunks.isEmpty && chunks.chunks.isEmpty && chunks.starts.isEmpty)
    chunks.insert(9, at: 0)
    chunks.insert(8, at: 0)
    chunks.insert(10, at: 2)
    #expect(chunks.joined == [8, 9, 10])
  }
}
