import Models
import Testing
import ViewModels
import Words

/// The words for why a video cannot be posted or fetched, and for the facts a
/// sending failure carries: each names the file or asset and says what would be accepted.
struct VideoPostWordsTests {
  @Test(arguments: [
    (
      VideoFileProblem.missing(path: "/videos/clip.mp4"),
      "No file at /videos/clip.mp4; check the path."
    ),
    (
      .notRegularFile(path: "/videos/clip.mp4", kind: "a directory"),
      "/videos/clip.mp4 is a directory, not a video file."
    ),
    (
      .unreadable(path: "/videos/clip.mp4", reason: "permission denied"),
      "Cannot read /videos/clip.mp4: permission denied."
    ),
    (
      .empty(path: "/videos/clip.mp4"),
      "/videos/clip.mp4 is empty (0 bytes); there is nothing to post."
    ),
    (
      .tooLarge(path: "/videos/clip.mp4", size: 52_000_000, limit: 48_000_000),
      "/videos/clip.mp4 is 52.0 MB; the most that can be posted is 48.0 MB."
    ),
  ])
  func eachFileProblemHasItsOwnSentence(problem: VideoFileProblem, sentence: String) {
    #expect(VideoPostWords.sentence(for: problem) == sentence)
    #expect(VideoPostWords.sentence(for: problem as any Error) == sentence)
  }

  @Test func aLibraryErrorNamesTheAssetsThereAre() {
    #expect(
      VideoPostWords.sentence(
        for: MediaLibraryError.noSuchAsset("dog.mp4", known: ["a-cat.mov", "b-harbour.mp4"]))
        == "No asset 'dog.mp4'. Assets: a-cat.mov, b-harbour.mp4.")
    #expect(
      VideoPostWords.sentence(for: MediaLibraryError.noSuchAsset("dog.mp4", known: []))
        == "No asset 'dog.mp4': the library is empty.")
    #expect(
      VideoPostWords.sentence(
        for: MediaLibraryError.unreadableLibrary(
          path: "/dev/null", reason: "it is not a folder; a library is a folder of movies"))
        == "Cannot read the library at /dev/null: it is not a folder; a library is a folder of movies"
    )
  }

  @Test func aSendingFailureIsWordedFromItsFact() {
    #expect(
      FailureWords.what(LoadFailure(.uploadStalled(.seconds(30))))
        == "Nothing arrived for 0:30; the connection may be down.")
    #expect(
      FailureWords.what(LoadFailure(.uploadEndedEarly))
        == "The upload ended before the whole file arrived.")
    #expect(
      FailureWords.what(
        LoadFailure(MediaLibraryError.exportFailed(name: "cat.mov", reason: "the disk is full")))
        == "Could not fetch 'cat.mov' from the library: the disk is full")
  }
}
