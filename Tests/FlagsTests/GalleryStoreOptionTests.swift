import Flags
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

  @Test(arguments: [["--store", "sqlite", "photos.db"], ["--store=sqlite", "photos.db"]])
  func aSQLiteStoreTakesAPath(arguments: [String]) throws {
    #expect(try GalleryOptions(arguments: arguments).store == .sqlite("photos.db"))
  }

  @Test func aSQLiteStoreWithoutAPathIsRefused() {
    #expect(throws: OptionsError.missingValue("--store sqlite")) {
      try GalleryOptions(arguments: ["--store", "sqlite"])
    }
  }

  @Test func aBadStoreIsRefusedSayingWhatItTakes() {
    #expect(
      throws: OptionsError.badValue(
        flag: "--store", given: "cloud", expected: "memory, file PATH or sqlite PATH")
    ) {
      try GalleryOptions(arguments: ["--store", "cloud"])
    }
  }

  @Test func theUsageMentionsTheStore() {
    #expect(GalleryOptions.usage.contains("--store file PATH"))
    #expect(GalleryOptions.usage.contains("--store sqlite PATH"))
  }
}
