import Lessons
import Testing

/// Approach 5, normalise the input: one model, one flow, every kind a source that gets a file
/// ready.
@MainActor
struct NormalisedSourceTests {
  let server = LessonServer()

  @Test func anAssetReportsProgressThenPostsItsCopy() async throws {
    let source = AssetVideoSource(asset: LessonFixtures.asset, library: LessonFixtures.library)
    var steps: [Preparation] = []
    for await step in source.prepare() { steps.append(step) }
    let model = NormalisedPostModel(source: source, server: server)
    model.caption = "Cat"

    await model.prepare()
    _ = try model.post()

    #expect(steps == [.progress(0), .progress(1), .ready(LessonFixtures.copy)])
    #expect(model.sourceDescription == "asset cat")
    #expect(server.posts.map(\.file) == [LessonFixtures.copy])
  }

  @Test func aFailedPreparationIsAStageAndPostsNothing() async {
    let missing = LessonLibrary(copies: [:])
    let model = NormalisedPostModel(
      source: AssetVideoSource(asset: LessonFixtures.asset, library: missing), server: server)
    model.caption = "Cat"

    await model.prepare()

    #expect(model.stage == .failed(.notInLibrary(LessonFixtures.asset.id)))
    #expect(!model.canPost)
    #expect(throws: LessonError.notFetched) { try model.post() }
  }

  @Test func aFileMustGoThroughAPreparationThatDoesNothingForIt() async throws {
    // The price of one flow for every kind: the file is there from the start, but the model
    // cannot know that, so Post waits for prepare() like an asset's would.
    let model = NormalisedPostModel(
      source: FileVideoSource(file: LessonFixtures.file), server: server)
    model.caption = "Harbour"

    #expect(!model.canPost)
    #expect(throws: LessonError.notFetched) { try model.post() }

    await model.prepare()
    #expect(model.stage == .ready(LessonFixtures.file))
    #expect(try model.post() == 1)
  }
}
