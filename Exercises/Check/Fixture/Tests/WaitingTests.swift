import Foundation
import Testing

/// The mistake exercise 8's second hint warns about, made on purpose: a task that awaits its own
/// value waits forever, and no time limit can end it (awaiting a task's value ignores
/// cancellation). It only does so when the check's own test asks, through
/// `SLIM_CHECK_FIXTURE_HANG` (a named pipe); otherwise it passes at once, so the other fixture
/// runs finish. Before it hangs it starts a child process that would outlive a careless check,
/// and writes both process ids to the pipe, so the check's test can see that both are gone.
@MainActor
struct WaitingTests {
  /// Holds the task, so the task can find itself.
  final class Holder {
    var task: Task<Void, Never>?
  }

  @Test func aTaskThatWaitsOnItself() async throws {
    guard let pipe = ProcessInfo.processInfo.environment["SLIM_CHECK_FIXTURE_HANG"] else { return }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sleep")
    child.arguments = ["3600"]
    try child.run()
    let ids = "\(ProcessInfo.processInfo.processIdentifier) \(child.processIdentifier)\n"
    let handle = try #require(FileHandle(forWritingAtPath: pipe))
    handle.write(Data(ids.utf8))
    try handle.close()

    // A failure recorded first, whose message says "failed": the verdict must still show the
    // test as waiting, not as one that failed and ended.
    Issue.record("the first load failed; now the test waits")
    let holder = Holder()
    // The task's body runs on the main actor after this function suspends, when `holder.task`
    // is already itself.
    holder.task = Task { @MainActor in await holder.task?.value }
    await holder.task?.value
  }
}
