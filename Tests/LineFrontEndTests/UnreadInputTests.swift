import Essentials
import Foundation
import Testing

@testable import LineFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Input sent before a mark but not yet read by a late reader thread counts as waiting at that
/// mark, so a script piped whole is never taken for lines typed while work went on.
@Suite("Input sent but not yet read", .timeLimit(.minutes(10)))
struct UnreadInputTests {
  @Test func linesSentBeforeTheMarkButReadAfterItWereWaitingAlready() async {
    // Given a source that holds input the reader has not read yet
    let queue = LineQueue(capacity: 4) { true }

    // When the session takes its mark, and only then the reader brings the line
    let mark = queue.mark
    queue.beginArrival()
    queue.put("quit")

    // Then the line was waiting at the mark: it does not interrupt the work
    #expect(await queue.nextLine(arrivedAfter: mark) == nil)
    #expect(await queue.take() == "quit")
  }

  @Test func linesSentAfterTheMarkStillInterrupt() async {
    // Given a source with nothing sent yet when the mark is taken
    let queue = LineQueue(capacity: 4) { false }
    let mark = queue.mark

    queue.beginArrival()
    queue.put("quit")

    #expect(await queue.nextLine(arrivedAfter: mark) == "quit")
    #expect(await queue.take() == "quit")  // a queue is let go with no line left in it
  }

  @Test func aPipeSaysWhetherItHoldsBytesNotReadYet() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }

    #expect(!LineInput.hasUnreadInput(ends[0]))  // nothing sent
    let bytes = Array("quit\n".utf8)
    #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    #expect(LineInput.hasUnreadInput(ends[0]))  // sent, not read

    var buffer = [UInt8](repeating: 0, count: 16)
    #expect(read(ends[0], &buffer, buffer.count) == bytes.count)
    #expect(!LineInput.hasUnreadInput(ends[0]))  // read

    close(ends[1])
    #expect(LineInput.hasUnreadInput(ends[0]))  // its end is there to read
  }
}
