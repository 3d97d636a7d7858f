import Lessons
import Testing

/// Approach 6, an enum of per-kind child models: exhaustive forwarding in one place, and each
/// kind's own intents only in its own case.
struct PostModelChoiceTests {
  let server = LessonServer()

  @Test func eachKindPostsThroughItsOwnModel() throws {
    let file = PostModelChoice.file(FilePostModel(file: LessonFixtures.file, server: server))
    let asset = AssetPostModel(
      asset: LessonFixtures.asset, library: LessonFixtures.library, server: server)
    let choice = PostModelChoice.asset(asset)
    file.caption = "Harbour"
    choice.caption = "Cat"

    #expect(!choice.canPost)
    // fetch() is reached only through the asset's case: a file has no such member
    if case .asset(let model) = choice { try model.fetch() }
    _ = try file.post()
    _ = try choice.post()

    #expect(choice.sourceDescription == "asset cat")
    #expect(server.posts.map(\.file) == [LessonFixtures.file, LessonFixtures.copy])
  }

  @Test func aNewChildStartsEmptyUnlessTheParentCarriesTheCaptionAcross() {
    // The children share nothing: what the kinds have in common lives in each of them
    let file = PostModelChoice.file(FilePostModel(file: LessonFixtures.file, server: server))
    file.caption = "Harbour at dusk"
    let asset = PostModelChoice.asset(
      AssetPostModel(asset: LessonFixtures.asset, library: LessonFixtures.library, server: server))
    #expect(asset.caption == "")

    let switched = file.replaced(by: asset)

    #expect(switched.caption == "Harbour at dusk")
    #expect(switched.sourceDescription == "asset cat")
  }

  @Test func aRecordingIsOneMoreCase() throws {
    let choice = PostModelChoice.recording(
      RecordingPostModel(recording: LessonFixtures.recording, server: server))
    choice.caption = "Just now"

    #expect(choice.canPost)
    #expect(try choice.post() == 1)
    #expect(choice.sourceDescription == "recording, 1:05")
  }
}
