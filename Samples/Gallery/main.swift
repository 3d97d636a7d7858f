// Gallery: photos grouped by album, in the terminal.
//
// This file only reads the flags and picks the server: the embedded backend by default (with
// the failures --faults stages), or --base-url, and the front end: keys on a full screen at a
// real terminal, lines otherwise. Everything else is built by the composition root, GalleryApp.

import Coordinators
import DemoLibrary
import FixtureBackend
import Flags
import Foundation
import FullScreen
import LineFrontEnd

let options = GalleryOptions.fromCommandLine(program: "Gallery")

var faults = FaultPlan()
if let spec = options.faults {
  do {
    faults = try FaultPlan(parsing: spec)
  } catch {
    StandardError.writeLine("--faults: \(untrusted: error.description)")
    StandardError.writeLine("Run 'Gallery --help' for usage.")
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
// `post-video asset ID` picks from the demo library, written only if someone asks.
let library = DemoMediaLibrary(
  folder: FileManager.default.temporaryDirectory
    .appendingPathComponent("slim-gallery-\(UUID().uuidString)", isDirectory: true))
// At a real terminal, keys on a full screen; piped input and dumb terminals keep the lines.
let keys = FullScreenTerminal.suitsThisProcess()
let status = await GalleryApp.run(options: options, baseURL: baseURL, library: library) {
  coordinator in
  keys
    ? await FullScreenTerminal.run(GalleryKeys(coordinator: coordinator), flags: options)
    : await GalleryLines.run(coordinator, flags: options)
}
library.remove()
backend?.stop()
exit(status)
