import Foundation
import Observation
import Views

// Leaving while changes are still being saved. A write shows its change at once and sends it
// in the background, so a `quit`, the end of input or a signal can come while the server has
// not yet answered. Ending the process then would drop the change without a word: the session
// waits for the answers, as the full screen does, for at most its deadline, and says which
// changes were not saved: refused meanwhile, or left unanswered.
extension TextSession {
  /// Waits, once the session has been asked to end, for the changes still saving, and returns
  /// those not saved, each in words: refused while it waited, and, when the wait ends without
  /// them (quitting again at a prompt, a signal, the deadline), those still unanswered. At a
  /// prompt the wait is said on the screen; a script says it on standard error (``tell``).
  func leave(interactive: Bool) async -> [SafeText] {
    guard adapter.changesSaving > 0 else { return [] }
    let refusedBefore = adapter.changesNotSaved.count
    let wait = Once()
    leaving.wait = wait
    var deadline: Task<Void, Never>?
    await withCheckedContinuation { continuation in
      wait.continuation = continuation
      watchSaving(until: wait)
      deadline = Task { [clock, savingDeadline] in
        do { try await clock.sleep(for: savingDeadline) } catch { return }
        wait.resume()
      }
      if interactive {
        showSaving()
        Task { [input] in
          while let line = await input.take() {
            if Self.quitsAgain(line) { return wait.resume() }
            showSaving()
          }
        }
      } else {
        tell("Saving \(Self.changes(adapter.changesSaving)) before quitting…")
      }
    }
    deadline?.cancel()
    leaving.wait = nil
    input.finish()
    let refused = Array(adapter.changesNotSaved.dropFirst(refusedBefore))
    return refused + (adapter.changesSaving > 0 ? adapter.changesWaiting : [])
  }

  /// Whether `line`, typed while the session waits for changes to be saved, leaves without them.
  static func quitsAgain(_ line: String) -> Bool {
    ["quit", "q", "exit"].contains(line.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// The frame the person leaves on, its last line saying how many changes are still saving.
  private func showSaving() {
    let shape = screen()
    let frame = adapter.frame(on: shape)
    let body = Frame.fitting(frame.lines, toHeight: max(0, shape.height - 1))
    output.show(Frame(body + [Self.savingLine(adapter.changesSaving)], on: shape))
    output.writePrompt("> ")
  }

  /// The line said while the session waits for `count` changes to be saved.
  static func savingLine(_ count: Int) -> Line {
    Line("saving \(changes(count))… quit again to quit without them", style: .progress)
  }

  /// `count` changes, in words.
  static func changes(_ count: Int) -> SafeText {
    count == 1 ? "1 change" : "\(count) changes"
  }

  private func watchSaving(until done: Once) {
    guard done.continuation != nil else { return }
    let saving = withObservationTracking {
      adapter.changesSaving
    } onChange: {
      Task { @MainActor in watchSaving(until: done) }
    }
    if saving == 0 { done.resume() }
  }
}

/// What a signal ends: the front end's run, or the wait a leaving session is in.
@MainActor
final class LeaveWait {
  var running: Once?
  var wait: Once?
}
