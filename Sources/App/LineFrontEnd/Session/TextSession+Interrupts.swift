import Observation
import Views

// Lines that interrupt a script's work: the rule is in ``TextSession``'s doc comment.
extension TextSession {
  /// Waits for `work` to end, handing over at once each next line that arrived after `mark`
  /// and interrupts work; true if one of them ended the session (then the work is left to the
  /// adapter, which stopped it).
  func wait(for work: Task<Void, Never>, answeringLinesAfter mark: Int) async -> Bool {
    while let line = await nextLine(before: work, arrivedAfter: mark),
      adapter.interrupts(line)
    {
      _ = await input.take()  // the line just looked at: only this session takes lines
      showMilestones()
      echo(line)
      milestones.begin(at: adapter, atStart: false)
      let stopping = adapter.send(line)
      if adapter.isFinished { return true }
      await stopping?.value
    }
    await work.value
    return false
  }

  /// The next line, left in the input, if it arrived after `mark` and before `work` ended;
  /// nil if the work ended first or the next line was waiting already.
  private func nextLine(before work: Task<Void, Never>, arrivedAfter mark: Int) async -> String? {
    let first = FirstOf()
    return await withCheckedContinuation { continuation in
      first.continuation = continuation
      first.watcher = Task { [input] in first.settle(await input.nextLine(arrivedAfter: mark)) }
      Task {
        await work.value
        first.settle(nil)
      }
    }
  }
}

extension TextSession {
  /// Returns once the first screen has shown something (``LineAdapter/hasShownStart``), or
  /// `work` has ended, whichever is first.
  func startShown(before work: Task<Void, Never>) async {
    let shown = Once()
    await withCheckedContinuation { continuation in
      shown.continuation = continuation
      watchStart(until: shown)
      Task {
        await work.value
        shown.resume()
      }
    }
  }

  private func watchStart(until shown: Once) {
    guard shown.continuation != nil else { return }
    let hasShown = withObservationTracking {
      adapter.hasShownStart
    } onChange: {
      Task { @MainActor in watchStart(until: shown) }
    }
    if hasShown { shown.resume() }
  }
}

/// A wait that ends once, whichever of several events comes first.
@MainActor
final class Once {
  var continuation: CheckedContinuation<Void, Never>?

  func resume() {
    continuation?.resume()
    continuation = nil
  }
}

/// Whichever comes first of the next line and the end of some work; the watch for the line is
/// stopped once the answer is in.
@MainActor
private final class FirstOf {
  var continuation: CheckedContinuation<String?, Never>?
  var watcher: Task<Void, Never>?

  func settle(_ line: String?) {
    continuation?.resume(returning: line)
    continuation = nil
    watcher?.cancel()
  }
}
