import Coordinators
import Flags
import Foundation
import TerminalKit
import Views

extension TextSession {
  /// Runs `adapter` on this process's standard input and output until it finishes or input ends:
  /// a script from piped input, a prompt at a terminal, on the screen `flags` pick; returns the
  /// exit status: 0, or 1 when changes saving at the end were not saved (said on standard
  /// error, where the shell keeps it), or 128 plus the number of a signal that asked to end
  /// (SIGTERM, SIGHUP, SIGINT: taken as `quit`, so changes saving are waited for too). Each
  /// sample's line front end is this, with its adapter and milestones.
  public static func run(
    _ adapter: Adapter, flags: some TerminalFlags,
    milestones: any ScriptMilestones<Adapter> = NoScriptMilestones()
  ) async -> Int32 {
    let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    return await EndRequests.watchingThisProcess { requests in
      let session = TextSession(
        adapter: adapter, screen: { flags.screen(interactive: interactive) },
        output: TerminalOutput(mode: interactive ? .interactive : .script),
        input: LineInput.standardInput(), milestones: milestones, endRequests: requests,
        tell: { StandardError.writeLine($0) })
      let notSaved = await session.run(interactive: interactive)
      for sentence in notSaved {
        StandardError.writeLine("Quitting with changes not saved. " + sentence)
      }
      return requests.status ?? (notSaved.isEmpty ? 0 : 1)
    }
  }
}

extension GalleryLines {
  /// Runs the Gallery `coordinator` at the line front end; returns the exit status.
  public static func run(
    _ coordinator: GalleryCoordinator, flags: some TerminalFlags
  ) async -> Int32 {
    await TextSession.run(
      GalleryLines(coordinator: coordinator), flags: flags, milestones: GalleryMilestones())
  }
}

extension WordListLines {
  /// Runs the word list `coordinator` at the line front end; returns the exit status.
  public static func run(
    _ coordinator: WordListCoordinator, flags: some TerminalFlags
  ) async
    -> Int32
  {
    await TextSession.run(
      WordListLines(coordinator: coordinator), flags: flags, milestones: ChurnMilestones())
  }
}

extension VideoPostLines {
  /// Runs the video post `flow` at the line front end; returns the exit status.
  public static func run(_ flow: VideoPostCoordinator, flags: some TerminalFlags) async -> Int32 {
    await TextSession.run(
      VideoPostLines(flow: flow), flags: flags, milestones: TransferMilestones())
  }
}

extension TodosLines {
  /// Runs the todo list `coordinator` at the line front end; returns the exit status.
  public static func run(_ coordinator: TodosCoordinator, flags: some TerminalFlags) async -> Int32
  {
    await TextSession.run(
      TodosLines(coordinator: coordinator), flags: flags, milestones: SavingMilestones())
  }
}
