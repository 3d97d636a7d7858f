import Flags
import Testing

@Suite("Gallery --faults option")
struct GalleryFaultsOptionTests {
  @Test func theSpecIsKeptAsTypedForTheSampleToRead() throws {
    let spaced = try GalleryOptions(arguments: ["--faults", "/photos=status:503,first:2"])
    let joined = try GalleryOptions(arguments: ["--faults=/photos=status:503,first:2"])

    #expect(spaced.faults == "/photos=status:503,first:2")
    #expect(spaced == joined)
  }

  @Test func faultsNeedTheEmbeddedBackend() {
    #expect(
      throws: OptionsError.badCombination(
        "--faults stages failures in the embedded backend, so it cannot be used with --base-url.")
    ) {
      try GalleryOptions(arguments: ["--faults", "*=truncate", "--base-url", "https://example.com"])
    }
  }

  @Test func faultsNeedASpec() {
    #expect(throws: OptionsError.missingValue("--faults")) {
      try GalleryOptions(arguments: ["--faults"])
    }
  }

  @Test func usageExplainsTheGrammarWithAnExample() {
    #expect(GalleryOptions.usage.contains("--faults SPEC"))
    #expect(GalleryOptions.usage.contains("PATH=FAULT[,first:N][,retry-after:S]"))
    #expect(
      GalleryOptions.usage.contains("e.g. --faults '/photos=status:503,retry-after:2,first:2'"))
  }
}
