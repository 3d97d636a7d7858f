// Todos: TodoMVC's list kept on a server, every write shown at once and put back if refused.
//
// This file only reads the flags and picks the server: the embedded backend by default (with
// the failures --faults stages), or --base-url, and the front end: keys on a full screen at a
// real terminal, lines otherwise. Everything else is built by the composition root, TodosApp.

import Composition
import Coordinators
import Flags
import Foundation
import FullScreen
import LineFrontEnd
import SampleServer

let options = TodosOptions.fromCommandLine(program: "Todos")

let server = SampleServer.start(
  baseURL: options.baseURL, faults: options.faults, program: "Todos")
let baseURL = server.baseURL
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
server.stop()
exit(status)
