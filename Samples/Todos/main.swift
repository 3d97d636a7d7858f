// Todos: TodoMVC's list kept on a server, every write shown at once and put back if refused.
//
// This file only reads the flags and picks the server: the embedded backend by default (with
// the failures --faults stages), or --base-url, and the front end: keys on a full screen at a
// real terminal, lines otherwise. Everything else is built by the composition root, TodosApp.

import Coordinators
import FixtureBackend
import Flags
import Foundation
import FullScreen
import LineFrontEnd

let options = TodosOptions.fromCommandLine(program: "Todos")

var faults = FaultPlan()
if let spec = options.faults {
  do {
    faults = try FaultPlan(parsing: spec)
  } catch {
    StandardError.writeLine("--faults: \(untrusted: error.description)")
    StandardError.writeLine("Run 'Todos --help' for usage.")
    exit(64)
  }
}

var backend: FixtureServer?
if options.baseURL == nil {
  do {
    backend = try FixtureServer.start(faults: faults)
  } catch {
    StandardError.writeLine("Could not start the embedded backend: \(untrusted: "\(error)")")
    exit(1)
  }
}

let baseURL = options.baseURL ?? backend!.baseURL
// At a real terminal, keys on a full screen; piped input and dumb terminals keep the lines.
// The todo list declares its keys itself, so the full screen needs nothing written for it.
let keys = FullScreenTerminal.suitsThisProcess()
let status = await TodosApp.run(options: options, baseURL: baseURL) { coordinator in
  keys
    ? await FullScreenTerminal.run(
      DeclaredKeys(lines: TodosLines(coordinator: coordinator, reading: .byScrolling)),
      flags: options)
    : await TodosLines.run(coordinator, flags: options)
}
backend?.stop()
exit(status)
