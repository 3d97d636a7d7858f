import DataEngine
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store is a regular file of bounded size: pipes, devices and huge files are refused from
/// their type and size before a byte is read, so nothing blocks and nothing reads forever.
@Suite("File store on special files", .timeLimit(.minutes(10)))
struct FileStoreSpecialFileTests {
  let directory: ScratchDirectory

  init() throws {
    directory = try ScratchDirectory()
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() async throws {
    // Given a named pipe that nobody will ever write to
    let fifo = directory.file("words.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)

    // When it is opened as a store, then it is refused at once, and left as it is
    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: fifo)
    }
    #expect(error == .notARegularFile(file: fifo.path, kind: "a FIFO (named pipe)"))
    #expect(error?.description.contains("not a regular file") == true)
    var info = stat()
    #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(try directory.names() == ["words.json"])
  }

  @Test func aLinkToDevZeroIsRefusedUnread() async throws {
    let link = directory.file("words.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")

    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: link)
    }

    #expect(error == .notARegularFile(file: link.path, kind: "a character device"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/zero")
  }

  @Test func aDeviceIsRefused() async throws {
    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: URL(fileURLWithPath: "/dev/null"))
    }

    #expect(error == .notARegularFile(file: "/dev/null", kind: "a character device"))
  }

  @Test func aFileLargerThanAStoreMayBeIsRefusedUnreadAndKept() async throws {
    // Given a (sparse) file one byte over the limit
    let file = try directory.file("words.json", Data())
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(FileStore<Item>.maximumFileSize + 1))
    try handle.close()

    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: file)
    }

    let limit = FileStore<Item>.maximumFileSize
    #expect(error == .tooLarge(file: file.path, bytes: limit + 1, limit: limit))
    #expect(error?.description.contains("more than the 268435456 a store may hold") == true)
    let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
    #expect(size == limit + 1)
  }
}
