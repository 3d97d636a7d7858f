import Lessons
import Testing

/// Approach 2, a state enum: one source at a time, but a switch in every member.
struct SourceSwitchingTests {
  let server = LessonServer()

  @Test func bothKindsWorkWhenUsedAsIntended() throws {
    let file = SourceSwitchingPostModel(
      source: .file(LessonFixtures.file), library: LessonFixtures.library, server: server)
    let asset = SourceSwitchingPostModel(
      source: .asset(LessonFixtures.asset, copy: nil), library: LessonFixtures.library,
      server: server)
    file.caption = "Harbour"
    asset.caption = "Cat"

    #expect(!asset.canPost)
    try asset.fetch()
    _ = try file.post()
    _ = try asset.post()

    #expect(server.posts.map(\.file) == [LessonFixtures.file, LessonFixtures.copy])
  }

  @Test func fetchCanBeCalledOnAFileAndFailsOnlyAtRunTime() {
    let model = SourceSwitchingPostModel(
      source: .file(LessonFixtures.file), library: LessonFixtures.library, server: server)

    #expect(throws: LessonError.nothingToFetch) { try model.fetch() }
  }

  @Test func everyMemberThatDependsOnTheKindSwitchesOnIt() throws {
    // A third kind means a new case in each of these switches. Exhaustive ones fail to compile
    // until it is handled; the one with `default:` compiles and silently treats the new kind
    // as "postable once captioned".
    let text = try LessonFixtures.source("SourceSwitchingPostModel.swift")

    #expect(LessonFixtures.count("switch source {", in: text) == 4)
    #expect(LessonFixtures.count("default:", in: text) == 1)
  }
}
