import Coordinators
import Testing

/// The Gallery's `--store` flag: where fetched photos are kept.
@Suite("Gallery --store option")
struct GalleryStoreOptionTests {
  @Test func photosAreKeptInMemoryUnlessAsked() throws {
    #expect(try GalleryOptions(arguments: []).store == .memory)
  }

  @Test(arguments: [["--store", "file", "photos.json"], ["--store=file", "photos.json"]])
  func aFileStoreTakesAPath(arguments: [String]) throws {
    #expect(try GalleryOptions(arguments: arguments).store == .file("photos.json"))
  }

  @Test func aBadStoreIsRefusedSayingWhatItTakes() {
    #expect(
      throws: OptionsError.badValue(
        flag: "--store", given: "cloud", expected: "memory or file PATH")
    ) {
      try GalleryOptions(arguments: ["--store", "cloud"])
    }
  }

  @Test func theUsageMentionsTheStore() {
    #expect(GalleryOptions.usage.contains("--store file PATH"))
  }
}
