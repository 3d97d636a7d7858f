import DataEngine
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// A store file holding two entries under one id (edited by hand, or written by something
/// else) is refused at open, naming the ids, and left byte for byte as it is: taking it would
/// keep one entry in memory and the next save would drop the other for good.
@Suite("File store repeated ids", .timeLimit(.minutes(10)))
struct FileStoreRepeatedIDTests {
  let directory: ScratchDirectory
  let file: URL

  init() throws {
    directory = try ScratchDirectory()
    file = directory.file("items.json")
  }

  @Test func aFileRepeatingAnIdIsRefusedAndLeftAsItIs() async throws {
    let contents = """
      {"version": 1, "entities": [{"id": 1, "name": "a", "group": 0},
      {"id": 2, "name": "b", "group": 0}, {"id": 1, "name": "c", "group": 0}]}
      """
    try Data(contents.utf8).write(to: file)

    let error = await #expect(throws: FileStore<Item>.Failure.self) {
      try await FileStore<Item>.open(at: file)
    }

    #expect(error == .repeatedIDs(file: file.path, ids: ["1"]))
    #expect(error?.description.contains("left as it is") == true)
    #expect(try Data(contentsOf: file) == Data(contents.utf8))
    #expect(try directory.names() == ["items.json"])
  }

  @Test func theRefusalNamesAtMostFiveIds() {
    let failure = FileStore<Item>.Failure.repeatedIDs(file: "w.json", ids: (1...8).map(String.init))

    #expect(failure.description.contains("id 1, 2, 3, 4, 5 and 3 more;"))
  }
}
