import Foundation
import Lessons
import Testing

/// Approach 3b, fragmentation by composition: a type per kind, each containing the shared core.
struct CompositionTests {
  let server = LessonServer()

  @Test func aFileModelCanPostAtOnceWithItsOwnDescription() throws {
    let model = FilePostModel(file: LessonFixtures.file, server: server)
    model.core.caption = "Harbour"

    #expect(model.sourceDescription == "file harbour.mp4")
    #expect(model.canPost)
    #expect(try model.post() == 1)
  }

  @Test func anAssetModelPostsOnlyWhatItFetched() throws {
    let model = AssetPostModel(
      asset: LessonFixtures.asset, library: LessonFixtures.library, server: server)
    model.core.caption = "Cat"

    #expect(!model.canPost)
    #expect(throws: LessonError.notFetched) { try model.post() }
    try model.fetch()
    #expect(model.canPost)
    _ = try model.post()

    #expect(server.posts.map(\.file) == [LessonFixtures.copy])
  }

  @Test func theCaptionRuleLivesOnceInTheCore() {
    let file = FilePostModel(file: LessonFixtures.file, server: server)

    #expect(!file.canPost)
    #expect(throws: LessonError.noCaption) { try file.post() }
  }

  @Test func aThirdKindIsANewTypeAndNoExistingLineMentionsIt() throws {
    // Given the recording model, added in a file of its own
    let model = RecordingPostModel(
      recording: Recording(file: URL(fileURLWithPath: "/camera/1.mov"), duration: .seconds(65)),
      server: server)
    model.core.caption = "Just now"

    // Then it posts through the same core
    #expect(model.sourceDescription == "recording, 1:05")
    _ = try model.post()
    #expect(server.posts.map(\.caption) == ["Just now"])

    // And the shared core and the other kinds' models never heard of it
    let composed = try LessonFixtures.source("ComposedPostModels.swift")
    #expect(!composed.contains("Recording"))
  }
}
