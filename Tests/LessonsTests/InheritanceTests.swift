import Lessons
import Testing

/// Approach 3, fragmentation by inheritance: a type per kind, but overrides nobody enforces.
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

  @Test func theBaseIsAModelForNoKindAtAll() {
    // Swift has no abstract classes: the base compiles as a screen of its own, which can
    // never post and cannot say what it would post. Its `fileToPost` is optional because it
    // cannot know which kinds have a file from the start: approach 1's optionals, a level up.
    let base = InheritedPostModel(server: server)
    base.caption = "Cat"

    #expect(base.sourceDescription == "a video")
    #expect(!base.canPost)
    #expect(throws: LessonError.noFile) { try base.post() }
  }
}
