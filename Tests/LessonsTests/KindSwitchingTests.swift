import Lessons
import Testing

/// Approach 2, switch on the input kind in every method: one input at a time, exhaustive
/// switches, and members every kind has whether or not they mean anything for it.
struct KindSwitchingTests {
  let server = LessonServer()

  @Test func bothKindsWorkWhenUsedAsIntended() throws {
    let file = KindSwitchingPostModel(
      kind: .file(LessonFixtures.file), library: LessonFixtures.library, server: server)
    let asset = KindSwitchingPostModel(
      kind: .unfetchedAsset(LessonFixtures.asset), library: LessonFixtures.library,
      server: server)
    file.caption = "Harbour"
    asset.caption = "Cat"

    #expect(file.canPost)
    #expect(!asset.canPost)
    #expect(throws: LessonError.notFetched) { try asset.post() }
    try asset.fetch()
    _ = try file.post()
    _ = try asset.post()

    #expect(asset.kind == .fetchedAsset(LessonFixtures.asset, copy: LessonFixtures.copy))
    #expect(server.posts.map(\.file) == [LessonFixtures.file, LessonFixtures.copy])
  }

  @Test func fetchCanBeCalledOnAFileAndFailsOnlyAtRunTime() {
    let model = KindSwitchingPostModel(
      kind: .file(LessonFixtures.file), library: LessonFixtures.library, server: server)

    #expect(throws: LessonError.nothingToFetch) { try model.fetch() }
    #expect(model.kind == .file(LessonFixtures.file))
  }
}
