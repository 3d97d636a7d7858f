import Essentials
import Foundation
import HTTPTransport
import Models
import Networking
import Testing

/// What an upload's failure says about trying again, which the video-post screens show instead
/// of a promise that cannot be kept.
struct UploadRetryAdviceTests {
  static let movie = URL(fileURLWithPath: "/videos/harbour.mp4")

  @Test(arguments: [
    (
      TusUploader.Failure.request(.status(code: 413, message: "Upload-Length too large")),
      RetryAdvice.unlikelyToHelp("the server does not accept anything this large")
    ),
    (.request(.status(code: 503, message: nil)), .mayHelp),
    (.fileChanged(movie, expectedSize: 30_000_000, actualSize: 1_000_000), .mayHelp),
    (
      .unreadableFile(movie, reason: "permission denied"),
      .unlikelyToHelp("the file cannot be read")
    ),
  ])
  func anUploadFailureSaysWhetherTryingAgainCanHelp(
    failure: TusUploader.Failure, advice: RetryAdvice
  ) {
    // A view model sees only `any Error`, and reads the advice the way `LoadFailure` does.
    let seen: any Error = failure
    #expect((seen as? any RetryAdvising)?.retryAdvice == advice)
  }
}
