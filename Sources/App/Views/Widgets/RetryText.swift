import Essentials
import Models
import ViewModels

/// The words every screen uses for a failure's way out: what `retry` will do, and how long
/// until the next automatic attempt.
enum RetryText {
  /// What `retry` will do after `failure`.
  static func advice(for failure: LoadFailure) -> SafeText {
    switch failure.retryAdvice {
    case .mayHelp: "Type 'retry' to try again."
    case .after(let pause):
      "The server asked to wait \(untrusted: DurationText.spoken(pause)); "
        + "type 'retry' after that."
    case .unlikelyToHelp(let reason):
      "Trying again will likely fail the same way: \(untrusted: reason). "
        + "'retry' tries anyway."
    }
  }

  /// The countdown to the next automatic attempt, as a sentence.
  static func countdown(_ countdown: RetryCountdown) -> SafeText {
    let attempt: SafeText = "attempt \(countdown.nextAttempt) of \(countdown.maxAttempts)"
    guard countdown.remaining > .zero else { return "Trying again now (\(attempt))…" }
    return "Trying again in \(seconds(countdown)) (\(attempt)); 'retry' tries now."
  }

  /// The countdown in a few words, for a header: "retrying in 3 s".
  static func short(_ countdown: RetryCountdown) -> SafeText {
    countdown.remaining > .zero ? "retrying in \(seconds(countdown))" : "retrying…"
  }

  /// Whole seconds left, rounded up, so the count never shows 0 before the attempt starts.
  private static func seconds(_ countdown: RetryCountdown) -> SafeText {
    let (whole, fraction) = countdown.remaining.components
    return "\(Int(whole) + (fraction > 0 ? 1 : 0)) s"
  }
}
