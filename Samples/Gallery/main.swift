// Gallery: photos grouped by album, in the terminal.
//
// This file only reads the flags and picks the server: the embedded backend by default (with
// the failures --faults stages), or --base-url, and the front end: keys on a full screen at a
// real terminal, lines otherwise. Everything else is built by the composition root, GalleryApp.

import Composition
import Coordinators
import DemoLibrary
import Essentials
import Flags
import Foundation
import FullScreen
import LineFrontEnd
import SampleServer

let options = GalleryOptions.fromCommandLine(program: "Gallery")
// A list may hold hundreds of thousands of photos: keep what a load frees from staying resident.
AllocatorSettings.keepLargeBlocksOutOfTheHeap()

let server = SampleServer.start(
  baseURL: options.baseURL, faults: options.faults, program: "Gallery")
let baseURL = server.baseURL
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
server.stop()
exit(status)
