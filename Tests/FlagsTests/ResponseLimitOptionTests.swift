import Flags
import Foundation
import Testing

/// `--max-response` and the port in `--base-url`: the response limit is a setting of every
/// sample that loads, and a port no socket can have is refused at start.
@Suite("The response limit and the server's port")
struct ResponseLimitOptionTests {
  @Test func theLimitIs64MiBUnlessGiven() throws {
    #expect(try GalleryOptions(arguments: []).maximumResponseSize == 64 << 20)
    #expect(try VideoPostOptions(arguments: ["--list-assets"]).maximumResponseSize == 64 << 20)
    #expect(
      try GalleryOptions(arguments: ["--max-response", "1024"]).maximumResponseSize == 1024)
    #expect(
      try VideoPostOptions(arguments: ["--list-assets", "--max-response=1073741824"])
        .maximumResponseSize == 1 << 30)
  }

  @Test func theHelpSaysWhatTheLimitIsAndWhatItTakes() {
    for usage in [GalleryOptions.usage, VideoPostOptions.usage] {
      #expect(usage.contains("[--max-response BYTES]"))
      #expect(usage.contains("Refuse any response body larger than BYTES (1024-1073741824);"))
      #expect(usage.contains("default: 67108864 (64 MiB)."))
    }
  }

  @Test(arguments: ["http://127.0.0.1:99999", "http://127.0.0.1:0", "https://example.com:65536"])
  func aPortOutsideTheRangeIsRefusedAtStart(url: String) {
    let port = url.split(separator: ":").last.map(String.init) ?? ""
    let message = "--base-url needs a port from 1 to 65535, not \(port) (in '\(url)')."
    let gallery = #expect(throws: OptionsError.self) {
      try GalleryOptions(arguments: ["--base-url", url])
    }
    let videoPost = #expect(throws: OptionsError.self) {
      try VideoPostOptions(arguments: ["--list-assets", "--base-url", url])
    }
    #expect(gallery?.description == message)
    #expect(videoPost?.description == message)
  }

  @Test func theEndsOfThePortRangeAreTaken() throws {
    #expect(try GalleryOptions(arguments: ["--base-url", "http://127.0.0.1:1"]).baseURL?.port == 1)
    #expect(
      try GalleryOptions(arguments: ["--base-url", "http://127.0.0.1:65535"]).baseURL?.port
        == 65535)
  }
}
