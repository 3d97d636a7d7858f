import Lessons
import Testing

/// Approach 1, optionals: each test is a mistake the compiler accepted.
struct OptionalSourcesTests {
  let server = LessonServer()

  @Test func bothSourcesCanBeSetAndTheScreenShowsOneWhilePostingTheOther() throws {
    // Given a model the type lets us build with a file AND an asset
    let model = OptionalSourcesPostModel(
      fileURL: LessonFixtures.file, asset: LessonFixtures.asset, library: LessonFixtures.library,
      server: server)
    model.caption = "Cat"
    try model.fetch()

    // When it posts
    _ = try model.post()

    // Then the screen said "asset cat" but the file went up
    #expect(model.sourceDescription == "asset cat")
    #expect(server.posts.map(\.file) == [LessonFixtures.file])
  }

  @Test func neitherSourceMakesAScreenThatCanNeverPost() {
    let model = OptionalSourcesPostModel(
      fileURL: nil, asset: nil, library: LessonFixtures.library, server: server)
    model.caption = "Cat"

    #expect(model.sourceDescription == "nothing")
    #expect(!model.canPost)
    #expect(throws: LessonError.noFile) { try model.post() }
  }

  @Test func postIsEnabledForAnAssetNobodyFetched() {
    // Given an asset model with a caption, never fetched
    let model = OptionalSourcesPostModel(
      fileURL: nil, asset: LessonFixtures.asset, library: LessonFixtures.library, server: server)
    model.caption = "Cat"

    // Then the screen offers Post, and posting fails: canPost forgot a rule the type can't say
    #expect(model.canPost)
    #expect(throws: LessonError.noFile) { try model.post() }
  }
}
