import Foundation
import Testing

/// Paths that are not movies, given to VideoPost: each refused with status 66 and a message
/// saying what the path really is, never Foundation's generic error.
@Suite("Special files, end to end", .serialized)
struct SpecialFileTests {
  @Test func aDeviceAsTheLibraryIsNotAFolder() async throws {
    let run = try await SampleProcess.run("VideoPost", ["--list-assets", "--library", "/dev/null"])

    #expect(run.status == 66)
    #expect(
      run.errors
        == "Cannot read the library at /dev/null: it is not a folder; a library is a folder of movies\n"
    )
  }

  @Test func aLinkToADeviceIsCalledThat() async throws {
    let link = FileManager.default.temporaryDirectory
      .appendingPathComponent("slim-zero-\(UUID().uuidString).mp4")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/dev/zero")
    defer { try? FileManager.default.removeItem(at: link) }

    let run = try await SampleProcess.run("VideoPost", ["--file", link.path])

    #expect(run.status == 66)
    #expect(run.errors == "\(link.path) is a link to a device, not a video file.\n")
  }
}
