import Coordinators
import Essentials
import Foundation
import LineFrontEnd
import Models
import Testing

/// Script mode's input, bounded twice: a line longer than the limit is refused with a message
/// (its bytes dropped as they arrive), and the reader never holds more than its read-ahead of
/// lines the session has not taken.
@Suite("Line input bounds", .timeLimit(.minutes(10)))
struct LineInputBoundsTests {
  /// What a splitter made of some input: the lines, and the refusals.
  struct Split {
    var lines: [String] = []
    var refusals: [String] = []
  }

  func split(_ chunks: [String], maximumLength: Int = 8) -> Split {
    var splitter = LineSplitter(maximumLength: maximumLength)
    var result = Split()
    for chunk in chunks {
      splitter.split(
        Array(chunk.utf8)[...], line: { result.lines.append($0) },
        refused: { result.refusals.append($0) })
    }
    splitter.end(line: { result.lines.append($0) }, refused: { result.refusals.append($0) })
    return result
  }

  @Test func linesSplitAcrossReadsAreJoinedAndTheirEndingsRemoved() {
    let result = split(["sea", "rch a\r\nne", "xt\nquit"], maximumLength: 16)

    #expect(result.lines == ["search a", "next", "quit"])
    #expect(result.refusals.isEmpty)
  }

  @Test func aLineOverTheLimitIsRefusedByNumberAndTheNextIsRead() {
    let result = split(["ok\nfar too", " long for it\nnext\n"])

    #expect(result.lines == ["ok", "next"])
    #expect(
      result.refusals == [
        "Line 2 is longer than 8 bytes, the most a command may be; it was skipped."
      ])
  }

  @Test func anEndlessLineWithNoNewlineIsRefusedAtTheEndOfInput() {
    let result = split(Array(repeating: "xxxxxxxxxx", count: 1000))

    #expect(result.lines.isEmpty)
    #expect(result.refusals.count == 1)
  }

  @Test func aLineOfExactlyTheLimitIsTaken() {
    #expect(split(["12345678\n"]).lines == ["12345678"])
  }

  @Test func theQueueHoldsNoMoreThanItsCapacity() async {
    let queue = LineQueue(capacity: 2)
    let putCount = Locked(0)
    let writer = Thread {
      for index in 1...5 {
        queue.put("line \(index)")
        putCount.withLock { $0 += 1 }
      }
      queue.finish()
    }
    writer.start()

    var taken: [String] = []
    while let line = await queue.take() {
      // Never more lines waiting than the capacity, whenever the writer is looked at.
      #expect(queue.count <= 2)
      taken.append(line)
    }

    #expect(taken == (1...5).map { "line \($0)" })
    #expect(putCount.withLock { $0 } == 5)
  }

  @Test func aFullQueueBlocksTheReaderUntilALineIsTaken() async throws {
    let queue = LineQueue(capacity: 2)
    let started = DispatchSemaphore(value: 0)
    let third = Locked(false)
    let writer = Thread {
      queue.put("one")
      queue.put("two")
      started.signal()
      queue.put("three")  // blocks: two lines wait
      third.withLock { $0 = true }
    }
    writer.start()
    started.wait()

    // The third put cannot have happened: the queue is full and nobody has taken a line.
    #expect(queue.count == 2)
    #expect(!third.withLock { $0 })
    #expect(await queue.take() == "one")
    #expect(await queue.take() == "two")
    #expect(await queue.take() == "three")
    #expect(third.withLock { $0 })
  }

  @Test func readingAPipeDeliversLinesAndRefusesTheLongOne() async throws {
    let pipe = Pipe()
    let refusals = Locked<[String]>([])
    let lines = LineInput.reading(
      pipe.fileHandleForReading.fileDescriptor, maximumLength: 16, readAhead: 4
    ) { refusal in refusals.withLock { $0.append(refusal) } }
    let input = "search a\n" + String(repeating: "x", count: 100_000) + "\nquit\n"
    pipe.fileHandleForWriting.write(Data(input.utf8))
    try pipe.fileHandleForWriting.close()

    var received: [String] = []
    for await line in lines { received.append(line) }

    #expect(received == ["search a", "quit"])
    #expect(
      refusals.withLock { $0 }
        == ["Line 2 is longer than 16 bytes, the most a command may be; it was skipped."])
  }
}
