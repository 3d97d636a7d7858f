/// Why an intent every screen shares was refused; a refused intent changes nothing. Each case is
/// a fact, never a sentence: a front end words it with the command or control that helps.
public enum IntentError: Error, Sendable, Hashable {
  /// `retry` when nothing has failed.
  case nothingToRetry
}
