import Essentials
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Golden frames of the list while its service retries, and of failures with each kind of
/// advice: every one says what happened and what `retry` will do.
struct RetryFramesTests {
  private let commands = ListFixtures.listCommands
  private let busy = LoadFailure(message: "Server returned 503 Service Unavailable")

  private func countdown(_ remaining: Duration) -> RetryCountdown {
    RetryCountdown(failure: busy, nextAttempt: 2, maxAttempts: 3, remaining: remaining)
  }

  @Test(arguments: [80, 40])
  func aRetryingFirstLoadCountsDown(width: Int) {
    let frame = PhotoListView.frame(
      for: .retrying(countdown(.milliseconds(2500))), on: Screen(width: width),
      commands: commands)
    assertFrame(frame, named: "list-retrying-\(width)")
  }

  @Test func theCountdownSaysNowAtZero() {
    let frame = PhotoListView.frame(
      for: .retrying(countdown(.zero)), on: Screen(width: 80), commands: commands)
    #expect(frame.plainText.contains("Trying again now (attempt 2 of 3)…"))
    #expect(frame.plainText.hasPrefix("Photos · retrying…"))
  }

  @Test(arguments: [
    (RetryAdvice.after(.seconds(120)), "list-failed-wait-80"),
    (.unlikelyToHelp("the server's answer is not what the app expects"), "list-failed-futile-80"),
  ])
  func aFailureSaysWhatRetryWillDo(advice: RetryAdvice, name: String) {
    let failure = LoadFailure(
      message: "The response could not be read: [0].id: missing", retryAdvice: advice)
    let frame = PhotoListView.frame(
      for: .failed(failure), on: Screen(width: 80), commands: commands)
    assertFrame(frame, named: name)
  }

  @Test func aRetryingRefreshKeepsTheListAndCountsDown() {
    let content = ListFixtures.content(
      ListFixtures.photos(albums: 1, perAlbum: 5), pageSize: 5,
      refresh: .retrying(countdown(.seconds(4))))
    let frame = content.frame(on: Screen(width: 100), commands: commands)
    assertFrame(frame, named: "list-refresh-retrying-100")
  }

  @Test func untrustedReasonsAreMadeSafe() {
    let hostile = LoadFailure(
      message: "busy\u{1B}[2J", retryAdvice: .unlikelyToHelp("no\u{1B}]0;pwned\u{07}"))
    let retrying = RetryCountdown(
      failure: hostile, nextAttempt: 2, maxAttempts: 3, remaining: .seconds(1))
    for state in [PhotoListViewModel.State.failed(hostile), .retrying(retrying)] {
      let frame = PhotoListView.frame(for: state, on: Screen(width: 120), commands: commands)
      #expect(!frame.text.contains("\u{1B}"))
    }
  }
}

/// The detail screen's share of the same words.
struct DetailRetryFramesTests {
  private let photo = Photo.sample(id: 7, title: "sunset over the bay")

  @Test func aRetryingReloadCountsDownUnderThePhoto() {
    let countdown = RetryCountdown(
      failure: LoadFailure(message: "No answer from 127.0.0.1:8080 within 5 s"), nextAttempt: 3,
      maxAttempts: 3, remaining: .seconds(4))
    let frame = PhotoDetailView.frame(
      for: .retrying(photo, countdown), on: Screen(width: 80),
      commands: ListFixtures.detailCommands)
    assertFrame(frame, named: "detail-retrying-80")
  }

  @Test func aFailedReloadThatRetryWillNotFixSaysSo() {
    let failure = LoadFailure(
      message: "Server returned 404 Not Found: No photo with id 7",
      retryAdvice: .unlikelyToHelp("the server has nothing at this address"))
    let frame = PhotoDetailView.frame(
      for: .failed(photo, failure), on: Screen(width: 80), commands: ListFixtures.detailCommands)
    assertFrame(frame, named: "detail-failed-futile-80")
  }
}
