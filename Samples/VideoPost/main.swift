// VideoPost: post a video with a caption, from a file or from a media library.
//
// This file only reads the flags and picks the server: the embedded backend by default, or
// --base-url, and the front end: keys on a full screen at a real terminal, lines otherwise.
// Everything else is built by the composition root, VideoPostApp.

import Coordinators
import DemoLibrary
import FixtureBackend
import Flags
import Foundation
import FullScreen
import LineFrontEnd

let options = VideoPostOptions.fromCommandLine(program: "VideoPost")

var backend: FixtureServer?
if options.baseURL == nil {
  do {
    backend = try FixtureServer.start()
  } catch {
    StandardError.writeLine("Could not start the embedded backend: \(untrusted: "\(error)")")
    exit(1)
  }
}

let baseURL = options.baseURL ?? backend!.baseURL
let demo = DemoMediaLibrary(
  folder: FileManager.default.temporaryDirectory
    .appendingPathComponent("slim-videopost-demo-\(UUID().uuidString)", isDirectory: true),
  bytesPerSecond: options.exportRate)
let keys = FullScreenTerminal.suitsThisProcess()
let status = await VideoPostApp.run(options: options, baseURL: baseURL, demoLibrary: demo) {
  flow in
  keys
    ? await FullScreenTerminal.run(VideoPostKeys(coordinator: flow), flags: options)
    : await VideoPostLines.run(flow, flags: options)
}
demo.remove()
backend?.stop()
exit(status)
