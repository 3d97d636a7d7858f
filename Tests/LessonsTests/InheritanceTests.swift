import Lessons
import Testing

/// Approach 3a, fragmentation by inheritance: a type per kind, but overrides nobody enforces.
struct InheritanceTests {
  let server = LessonServer()

  @Test func eachKindIsItsOwnTypeAndOnlyTheAssetFetches() throws {
    let file = FilePostModelByInheritance(file: LessonFixtures.file, server: server)
    let asset = AssetPostModelByInheritance(
      asset: LessonFixtures.asset, library: LessonFixtures.library, server: server)
    file.caption = "Harbour"
    asset.caption = "Cat"

    #expect(file.canPost)
    #expect(!asset.canPost)
    try asset.fetch()
    _ = try asset.post()

    #expect(server.posts.map(\.file) == [LessonFixtures.copy])
  }

  @Test func aForgottenOverrideCompilesAndShowsTheBasePlaceholder() {
    let asset = AssetPostModelByInheritance(
      asset: LessonFixtures.asset, library: LessonFixtures.library, server: server)

    // The subclass never overrode sourceDescription; the screen cannot say what it posts
    #expect(asset.sourceDescription == "a video")
  }

  @Test func theBaseMustModelEveryKindsFileAsOptional() throws {
    // The base declares `fileToPost: URL?` because it cannot know which kinds have a file
    // from the start: the optionals of approach 1, moved up a level.
    let text = try LessonFixtures.source("InheritedPostModels.swift")

    #expect(text.contains("open var fileToPost: URL? { nil }"))
  }
}
