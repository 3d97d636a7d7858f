import Essentials
import Foundation
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views
import Words

/// Golden frames of both video-post screens: every state, progress at 0%, part way and 100%,
/// narrow screens, and hostile text from a file name or a caption.
struct VideoPostViewTests {
  let commands = [
    CommandHelp(usage: "help", summary: "Show every command."),
    CommandHelp(usage: "caption TEXT", summary: "Set the caption."),
    CommandHelp(usage: "post", summary: "Upload and publish."),
    CommandHelp(usage: "cancel", summary: "Stop what is under way."),
    CommandHelp(usage: "retry", summary: "Continue after a failure."),
    CommandHelp(usage: "quit", summary: "Leave."),
  ]
  let words = VideoPostVocabulary(
    caption: "caption", post: "post", cancel: "cancel", retry: "retry")
  let file = VideoFile(
    url: URL(fileURLWithPath: "/videos/harbour-at-dusk.mp4"), size: 48_000_000,
    preview: .movie(duration: .seconds(12)))
  let asset = MediaAsset(
    id: "cat-meets-cucumber.mov", name: "cat-meets-cucumber", duration: .seconds(7),
    size: 850_000)
  let captioned = VideoPostForm(caption: "Harbour at dusk", captionIssue: nil, canPost: false)

  private func bytes(_ completed: Int64, of total: Int64 = 48_000_000) -> TransferProgress {
    TransferProgress(completed: completed, total: total)
  }

  private func urlFrame(
    _ state: VideoURLPostViewModel.State, form: VideoPostForm? = nil, width: Int = 80
  ) -> Frame {
    VideoURLPostView.frame(
      for: state, file: file, form: form ?? captioned, on: Screen(width: width),
      commands: commands, words: words)
  }

  @Test(arguments: [80, 40])
  func aReadyFileWithAValidCaptionOffersPost(width: Int) {
    let form = VideoPostForm(caption: "Harbour at dusk", captionIssue: nil, canPost: true)
    assertFrame(urlFrame(.ready, form: form, width: width), named: "video-url-ready-\(width)")
  }

  @Test func withoutACaptionPostSaysWhatIsMissing() {
    let form = VideoPostForm(caption: "", captionIssue: .empty, canPost: false)
    assertFrame(urlFrame(.ready, form: form), named: "video-url-no-caption")
  }

  @Test(arguments: [(Int64(0), "0"), (12_400_000, "partial"), (48_000_000, "100")])
  func uploadProgressShowsTheBarPercentageAndBytes(completed: Int64, name: String) {
    assertFrame(urlFrame(.uploading(bytes(completed))), named: "video-url-uploading-\(name)")
  }

  @Test func thePercentageIsRoundedDownSoAHundredMeansEveryByte() {
    let frame = urlFrame(.uploading(bytes(47_999_999)))

    #expect(frame.text.contains("uploading 99%"))
    #expect(!frame.text.contains("100%"))
  }

  @Test func aNarrowScreenPutsTheBytesUnderTheBar() {
    assertFrame(urlFrame(.uploading(bytes(12_400_000)), width: 30), named: "video-url-uploading-30")
  }

  @Test func publishingShowsTheWholeFileUploaded() {
    assertFrame(
      urlFrame(.posting(UploadedFile(id: "file-1", size: 48_000_000))),
      named: "video-url-posting")
  }

  @Test func aPublishedPostShowsItsNumberAndCaption() {
    let post = VideoPost(id: 7, caption: "Harbour at dusk", fileID: "f1")
    assertFrame(urlFrame(.posted(post)), named: "video-url-posted")
  }

  @Test func aFailureThatWillRecurSaysSoInsteadOfPromisingARetry() {
    // Given an upload the server refused for its size
    let refused = LoadFailure(
      message: "The upload failed: Server returned 413 Content Too Large",
      retryAdvice: .unlikelyToHelp("the server does not accept anything this large"))

    let frame = urlFrame(.failed(refused, retry: .startUpload))

    #expect(!frame.text.contains("starts the upload again"))
    assertFrame(frame, named: "video-url-failed-too-large")
  }

  @Test func aFailureSaysWhyAndWhatRetryWillDo() {
    let state = VideoPostPhase.failed(
      LoadFailure(message: "The connection was reset."), retry: .resumeUpload(bytes(12_400_000)))
    assertFrame(urlFrame(state), named: "video-url-failed")
  }

  @Test func aCancelSaysWhatRetryWillDo() {
    assertFrame(urlFrame(.cancelled(retry: .publishPost)), named: "video-url-cancelled")
  }

  @Test(arguments: [(Int64(0), "0"), (340_000, "partial"), (850_000, "100")])
  func fetchingAnAssetShowsItsOwnProgress(completed: Int64, name: String) {
    let form = VideoPostForm(caption: "", captionIssue: .empty, canPost: false)
    let frame = VideoAssetPostView.frame(
      for: .fetchingAsset(bytes(completed, of: 850_000)), asset: asset, form: form,
      on: Screen(width: 80), commands: commands, words: words)
    assertFrame(frame, named: "video-asset-fetching-\(name)")
  }

  @Test func aFailedFetchOffersToFetchAgain() {
    let frame = VideoAssetPostView.frame(
      for: .fetchFailed(LoadFailure(message: "The disk is full.")), asset: asset, form: captioned,
      on: Screen(width: 80), commands: commands, words: words)
    assertFrame(frame, named: "video-asset-fetch-failed")
  }

  @Test func aFetchedAssetUploadsLikeAFile() {
    let exported = VideoFile(
      url: URL(fileURLWithPath: "/exports/cat.mov"), size: 850_000,
      preview: .movie(duration: .seconds(7)))
    let frame = VideoAssetPostView.frame(
      for: .fetched(exported, .uploading(bytes(212_500, of: 850_000))), asset: asset,
      form: captioned, on: Screen(width: 80), commands: commands, words: words)
    assertFrame(frame, named: "video-asset-uploading-partial")
  }

  @Test func hostileNamesAndCaptionsArriveAsVisibleText() {
    // Given a file name and a caption carrying escape sequences and a bidi override
    let hostile = VideoFile(
      url: URL(fileURLWithPath: "/videos/\u{1B}[2Jwiped\u{202E}4pm.mov"), size: 10,
      preview: .unrecognised)
    let form = VideoPostForm(
      caption: "\u{1B}]0;pwned\u{07}hi", captionIssue: .controlCharacters, canPost: false)

    let frame = VideoURLPostView.frame(
      for: .ready, file: hostile, form: form, on: Screen(width: 80), commands: commands,
      words: words)

    #expect(!frame.text.contains("\u{1B}"))
    #expect(!frame.text.contains("\u{202E}"))
    assertFrame(frame, named: "video-url-hostile")
  }

  @Test func colourStylesTheBarWithoutChangingItsWidth() {
    let frame = VideoURLPostView.frame(
      for: .uploading(bytes(24_000_000)), file: file, form: captioned,
      on: Screen(width: 80, usesColor: true), commands: commands, words: words)
    expectWellFormed(frame)
    #expect(frame.text.contains("\u{1B}[33m█"))
  }
}
