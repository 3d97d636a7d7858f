import Foundation
import Observation
import Views

// Leaving while changes are still being saved. A write shows its change at once and sends it
// in the background, so a `quit` (or the end of input) can come while the server has not yet
// answered. Ending the process then would drop the change without a word: the session waits
// for the answers, as the full screen does, and says which changes the server refused.
extension TextSession {
  /// Waits, once the session has been asked to end, for the changes still saving, and returns
  /// those the server refused meanwhile, each in words. At a prompt the wait is said on the
  /// screen, and quitting again leaves at once without them (returning none: the person chose
  /// to leave them). A script waits without reading further lines.
  func leave(interactive: Bool) async -> [SafeText] {
    guard adapter.changesSaving > 0 else { return [] }
    let refusedBefore = adapter.changesNotSaved.count
    let answered = Task { await untilNothingIsSaving() }
    if interactive {
      // The answers end the input here, so the wait below ends with the last of them.
      let endsInput = Task { [input] in
        await answered.value
        input.finish()
      }
      showSaving()
      while let line = await input.take() {
        if Self.quitsAgain(line) {
          endsInput.cancel()
          return []
        }
        showSaving()
      }
    }
    await answered.value
    return Array(adapter.changesNotSaved.dropFirst(refusedBefore))
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
    let changes: SafeText = count == 1 ? "1 change" : "\(count) changes"
    return Line("saving \(changes)… quit again to quit without them", style: .progress)
  }

  /// Returns once the adapter has no change left saving.
  private func untilNothingIsSaving() async {
    let done = Once()
    await withCheckedContinuation { continuation in
      done.continuation = continuation
      watchSaving(until: done)
    }
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
