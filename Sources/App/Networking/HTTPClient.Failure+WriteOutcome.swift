import HTTPTransport
import Models

// A write the transport cannot say was refused may have been saved: the transport's fact
// (``HTTPClient/Failure/mayHaveBeenApplied``) is what the app's view models ask of a failed
// write, through Models' protocol, without knowing there is HTTP underneath.
extension HTTPClient.Failure: WriteOutcomeReporting {}
