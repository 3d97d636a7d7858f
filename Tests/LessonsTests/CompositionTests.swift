import Foundation
import Lessons
import Testing

/// Approach 4, fragmentation by composition: a type per kind, each containing the shared core.
struct CompositionTests {
  let server = LessonServer()

  @Test func aFileModelCanPostAtOnceWithItsOwnDescription() throws {
    let model = FilePostModel(file: LessonFixtures.file, server: server)
    model.caption = "Harbour"

    #expect(model.sourceDescription == "file harbour.mp4")
    #expect(model.canPost)
    #expect(try model.post() == 1)
  }

  @Test func anAssetModelPostsOnlyWhatItFetched() throws {
    let model = AssetPostModel(
      asset: LessonFixtures.asset, library: LessonFixtures.library, server: server)
    model.caption = "Cat"

    #expect(!model.canPost)
    #expect(throws: LessonError.notFetched) { try model.post() }
    try model.fetch()
    #expect(model.canPost)
    _ = try model.post()

    #expect(server.posts.map(\.file) == [LessonFixtures.copy])
  }

  @Test func theSharedCoreIsNoBackDoorForAnUnfetchedAsset() {
    // Composition's own pitfall: a public core would offer `asset.core.post(anyFile)`. The
    // models keep their core private, so every public way to post checks the asset's stage.
    let model = AssetPostModel(
      asset: LessonFixtures.asset, library: LessonFixtures.library, server: server)
    model.caption = "Cat"

    #expect(throws: LessonError.notFetched) { try model.post() }
    #expect(model.stage == .notFetched)
    #expect(server.posts.isEmpty)
  }

  @Test func theCaptionRuleLivesOnceInTheCore() {
    let file = FilePostModel(file: LessonFixtures.file, server: server)
    let recording = RecordingPostModel(recording: LessonFixtures.recording, server: server)

    #expect(!file.canPost)
    #expect(!recording.canPost)
    #expect(throws: LessonError.noCaption) { try file.post() }
    #expect(throws: LessonError.noCaption) { try recording.post() }
  }

  @Test func aThirdKindPostsThroughTheSameCore() throws {
    // Given the recording model, added in a file of its own
    let model = RecordingPostModel(recording: LessonFixtures.recording, server: server)
    model.caption = "Just now"

    // Then it posts through the same core as the other kinds
    #expect(model.sourceDescription == "recording, 1:05")
    _ = try model.post()
    #expect(server.posts.map(\.file) == [LessonFixtures.recording.file])
    #expect(server.posts.map(\.caption) == ["Just now"])
  }
}
