import DataEngine
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// The store loader fed broken files from a fixed seed: truncated, bit-flipped and wrong-shaped
/// JSON. Every one either loads or is refused with a message naming the file; none crashes, and
/// no byte is lost (a refused file is moved aside unchanged, or left as it is).
@Suite("File store loader, fuzzed", .timeLimit(.minutes(10)))
struct FileStoreLoaderFuzzTests {
  let directory: ScratchDirectory
  static let noon = Date(timeIntervalSince1970: 1_750_000_000)

  init() throws {
    directory = try ScratchDirectory()
  }

  /// A valid store file to break: a few items with accents, quotes and a group each.
  static let valid: Data = {
    let items = (1...6).map { Item($0, "item \"\($0)\" Crème", group: $0 % 3) }
    let object: [String: Any] = [
      "version": 1,
      "entities": items.map { ["id": $0.id, "name": $0.name, "group": $0.group] },
    ]
    return try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }()

  @Test func truncatedFilesAreRefusedAndKept() async throws {
    var random = SeededGenerator(seed: 1)
    for index in 0..<60 {
      let length = Int.random(in: 0..<Self.valid.count, using: &random)
      try await expectLoadedOrRefused(
        Self.valid.prefix(length), name: "truncated-\(index)", mayLoad: false)
    }
  }

  @Test func bitFlippedFilesLoadOrAreRefusedAndKept() async throws {
    var random = SeededGenerator(seed: 2)
    for index in 0..<120 {
      var bytes = [UInt8](Self.valid)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &random)
      }
      try await expectLoadedOrRefused(Data(bytes), name: "flipped-\(index)")
    }
  }

  @Test func wrongShapedJSONIsRefusedAndKept() async throws {
    var random = SeededGenerator(seed: 3)
    for index in 0..<120 {
      let value = WrongShape.document(using: &random)
      let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
      try await expectLoadedOrRefused(data, name: "shaped-\(index)")
    }
  }

  @Test func deeplyNestedJSONIsRefusedWithoutOverflowingTheStack() async throws {
    let depth = 100_000
    let data = Data(
      (String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
    try await expectLoadedOrRefused(data, name: "nested", mayLoad: false)
  }

  /// Opens `data` saved as `name.json` and checks the promise: loaded with the file unchanged
  /// (when it `mayLoad`), or refused naming the file, its bytes kept where the message says.
  private func expectLoadedOrRefused(
    _ data: Data, name: String, mayLoad: Bool = true
  ) async throws {
    let file = try directory.file("\(name).json", data)
    do {
      _ = try await FileStore<Item>.open(at: file, now: { Self.noon })
      #expect(mayLoad, "\(name) loaded")
      #expect(try Data(contentsOf: file) == data, "\(name) loaded but its file changed")
    } catch let failure as FileStore<Item>.Failure {
      #expect(failure.description.contains(file.path), "\(name): \(failure)")
      switch failure {
      case .corrupt(_, _, let movedTo):
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == data, "\(name) changed")
        #expect(!FileManager.default.fileExists(atPath: file.path), "\(name) left behind")
      case .unsupportedVersion:
        #expect(try Data(contentsOf: file) == data, "\(name) changed")
      default:
        Issue.record("\(name): unexpected \(failure)")
      }
    }
  }
}
