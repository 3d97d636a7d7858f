import Composition
import Coordinators
import Foundation
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// `post-video` in the Gallery: the flow opens over the list, takes every line while it is in
/// front, and returns to the list when the post is published or the person goes back.
@MainActor
@Suite("Gallery post-video", .timeLimit(.minutes(10)))
struct GalleryVideoPostTests {
  let clock = TestClock()
  let movie = URL(fileURLWithPath: "/videos/harbour.mp4")
  let asset = MediaAsset.sample(id: "cat.mov", size: 2_000)
  let service: FakeVideoPostService
  let gallery: GalleryCoordinator
  let lines: GalleryLines

  init() async {
    service = FakeVideoPostService(
      clock: clock,
      sizes: [movie: 3_000, FakeMediaLibrary.exportedFile(of: asset).url: 2_000],
      stepDelay: .zero)
    let photos = FakePhotoService()
    photos.enqueue(.photos(Photo.samples(count: 5)))
    gallery = GalleryApp.makeCoordinator(
      service: photos,
      videoPosts: VideoPostFlows(
        service: service,
        library: FakeMediaLibrary(assets: [asset], clock: clock, stepDelay: .zero),
        files: FakeFileInspector([movie: .regularFile(size: 3_000, preview: .unrecognised)]),
        settings: VideoPostSettings(stallLimit: nil)))
    lines = GalleryLines(coordinator: gallery)
    await gallery.start()
  }

  private var flowInFront: VideoPostCoordinator? {
    guard case .videoPost(let flow) = gallery.front else { return nil }
    return flow
  }

  @Test func anAssetIsFetchedPostedAndTheListComesBackWithTheNews() async throws {
    // When an asset is chosen, the flow opens and fetches it
    await lines.send("post-video asset cat.mov")?.value
    let flow = try #require(flowInFront)
    #expect(lines.frame(on: Screen(width: 80)).text.hasPrefix("Post a video · from the library"))

    // And the flow's own commands reach it
    await lines.send("caption Cat meets cucumber")?.value
    await lines.send("post")?.value

    // Then the post is published and the list is in front again, saying so
    #expect(flow.isFinished == false)
    #expect(gallery.path.isEmpty)
    #expect(lines.message == .info("Posted your video as post 2: Cat meets cucumber"))
    #expect(service.postedCaptions == ["Cat meets cucumber"])
  }

  @Test func goingBackClosesTheFlowWithoutPosting() async throws {
    await lines.send("post-video file \(movie.path)")?.value
    #expect(flowInFront != nil)

    await lines.send("back")?.value

    #expect(gallery.path.isEmpty)
    #expect(lines.message == .info("Video post closed; nothing was posted."))
    #expect(!gallery.isFinished)
    #expect(service.uploadCalls.isEmpty)
  }

  @Test func quitInsideTheFlowLeavesTheGallery() async {
    await lines.send("post-video file \(movie.path)")?.value

    await lines.send("quit")?.value

    #expect(gallery.isFinished)
  }

  @Test func quitInterruptsWorkOnEveryScreenAndOnlyTheVideoPostScreenAddsCancelAndBack() async {
    // On the list, `quit` stops the work before it (a load may never end: issue 32), and `back`
    // and every other line wait for it
    #expect(lines.interrupts("quit"))
    #expect(!lines.interrupts("back"))
    #expect(!["refresh", "search quit", "bogus"].contains(where: lines.interrupts))

    // With the flow in front, its `cancel`, `back` and `quit` stop work, and nothing else does
    await lines.send("post-video file \(movie.path)")?.value
    #expect(["cancel", "back", "quit", " QUIT "].allSatisfy(lines.interrupts))
    #expect(
      !["post", "retry", "status", "caption Quit", "bogus"].contains(where: lines.interrupts))

    // And once it has closed, the list's rule is back
    await lines.send("back")?.value
    #expect(lines.interrupts("quit"))
    #expect(!lines.interrupts("cancel"))
  }

  @Test(arguments: [
    ("post-video asset dog.mov", "No asset 'dog.mov'. Assets: cat.mov."),
    ("post-video file /videos/none.mp4", "No file at /videos/none.mp4; check the path."),
    ("post-video", "Choose a video: 'post-video file PATH', or 'post-video asset ID' for cat.mov."),
  ])
  func aBadChoiceIsExplainedOnTheList(line: String, message: String) async {
    await lines.send(line)?.value

    #expect(gallery.path.isEmpty)
    #expect(lines.message?.text.string == message)
  }

  @Test func postVideoIsAListCommand() async {
    await lines.send("open 1")?.value

    await lines.send("post-video asset cat.mov")?.value

    #expect(lines.message == .error("That works on the photo list; 'back' returns to it."))
  }

  @Test(arguments: [
    ("post-video file My Movies/Clip.MP4", PhotoListCommand.postVideo(.file("My Movies/Clip.MP4"))),
    ("POST-VIDEO Asset cat.mov", .postVideo(.asset("cat.mov"))),
    ("post-video", .postVideo(nil)),
  ])
  func postVideoKeepsThePathAsTyped(line: String, expected: PhotoListCommand) throws {
    #expect(try PhotoListCommand(parsing: line) == expected)
  }

  @Test(arguments: ["post-video film x", "post-video asset a b", "post-video file"])
  func aMalformedPostVideoShowsItsUsage(line: String) {
    #expect {
      try PhotoListCommand(parsing: line)
    } throws: { error in
      (error as? CommandError)?.description.hasSuffix("Usage: post-video file PATH|asset ID.")
        == true
    }
  }
}
