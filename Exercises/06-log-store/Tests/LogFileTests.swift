import Foundation
import Models
import TestSupport
import Testing

@testable import Exercise06

/// What makes the store a log: saves only append, and opening survives a crash mid-append.
@Suite("Log file", .timeLimit(.minutes(1)))
struct LogFileTests {
  let directory: ScratchDirectory
  let url: URL

  init() throws {
    directory = try ScratchDirectory()
    url = directory.file("items.log")
  }

  @Test func aSaveAppendsOneLinePerCommitAndRewritesNothing() async throws {
    // Given a store saved once
    let store = try await LogStore<Item>.open(at: url)
    try store.upsert(Item(1, "apple"))
    try await store.save()
    let firstSave = try Data(contentsOf: url)

    // When two more commits are saved
    try store.upsert(Item(2, "pear"))
    try store.delete(id: 1)
    try await store.save()

    // Then the file starts with the first save's bytes, unchanged, and has two more lines
    let secondSave = try Data(contentsOf: url)
    #expect(secondSave.starts(with: firstSave), "a save rewrote bytes already in the log")
    #expect(lines(of: firstSave) == 1)
    #expect(lines(of: secondSave) == 3)
  }

  @Test func aSaveWithNothingNewLeavesTheFileAsItIs() async throws {
    let store = try await LogStore<Item>.open(at: url)
    try store.upsert(Item(1, "apple"))
    try await store.save()
    let saved = try Data(contentsOf: url)

    try store.upsert(Item(1, "apple"))  // the same value: no commit
    try await store.save()

    #expect(try Data(contentsOf: url) == saved)
  }

  @Test func overlappingSavesWriteEachCommitOnce() async throws {
    // Given a store
    let store = try await LogStore<Item>.open(at: url)

    // When each commit is saved by two saves at once, ten times over
    for number in 1...10 {
      try store.upsert(Item(number, "item \(number)"))
      async let first: Void = store.save()
      async let second: Void = store.save()
      _ = try await (first, second)
    }

    // Then each commit is one line, written once, and the log reads back whole
    #expect(
      lines(of: try Data(contentsOf: url)) == 10,
      "two saves wrote the same entries: take the unsaved entries on the saving thread")
    let reopened = try await LogStore<Item>.open(at: url)
    #expect(try reopened.fetchAll() == (1...10).map { Item($0, "item \($0)") })
  }

  @Test func aTornLastLineIsDroppedAndTheNextSaveStartsOnALineOfItsOwn() async throws {
    // Given a saved log whose last append was cut short by a crash
    let first = try await LogStore<Item>.open(at: url)
    try first.upsert(Item(1, "apple"))
    try await first.save()
    let file = try FileHandle(forWritingTo: url)
    try file.seekToEnd()
    try file.write(contentsOf: Data(#"{"deleted":[],"upser"#.utf8))
    try file.close()

    // When the store is opened, written to and saved again
    let second = try await LogStore<Item>.open(at: url)
    let afterCrash = try second.fetchAll()
    #expect(
      try Data(contentsOf: url).last == UInt8(ascii: "\n"),
      "opening left the torn line in the file, so the next save goes on from its middle")
    try second.upsert(Item(2, "pear"))
    try await second.save()

    // Then the torn line was never part of the store, and the log reads back whole
    #expect(afterCrash == [Item(1, "apple")])
    let third = try await LogStore<Item>.open(at: url)
    #expect(try third.fetchAll() == [Item(1, "apple"), Item(2, "pear")])
  }

  @Test func aDamagedCompleteLineIsRefusedNamingTheFileAndTheLine() async throws {
    // Given a log whose second complete line is not an entry
    let store = try await LogStore<Item>.open(at: url)
    try store.upsert(Item(1, "apple"))
    try store.upsert(Item(2, "pear"))
    try await store.save()
    var text = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    text[1] = "not json"
    try Data((text.joined(separator: "\n") + "\n").utf8).write(to: url)

    // When it is opened, then opening fails and says where
    let error = await #expect(throws: LogFile.Failure.self) {
      _ = try await LogStore<Item>.open(at: url)
    }
    #expect(error == .unreadableLine(file: url.path, line: 2))
  }

  @Test func aStoreNoLongerUsedIsFreed() async throws {
    // Given a store that has committed and saved, held only here
    var store: LogStore<Item>? = try await LogStore<Item>.open(at: url)
    weak let opened = store
    try store?.upsert(Item(1, "apple"))
    try await store?.save()

    // When nothing uses it any more, then it is gone, and its observer with it
    store = nil
    #expect(
      opened == nil,
      "the store outlives its last user: its observer of the memory store holds it (a cycle)")
  }

  @Test func aMissingFileOpensAnEmptyStore() async throws {
    let store = try await LogStore<Item>.open(at: url)

    #expect(try store.fetchAll().isEmpty)
  }

  private func lines(of data: Data) -> Int {
    data.count { $0 == UInt8(ascii: "\n") }
  }
}
