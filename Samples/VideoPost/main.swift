// VideoPost: post a video with a caption, from a file or from a media library.
//
// This file only reads the flags (printing the usage for --help) and picks the server: the
// embedded backend by default, or --base-url, and the front end: keys on a full screen at a real
// terminal, lines otherwise. Everything else is built by the composition root, VideoPostApp.

import Composition
import Coordinators
import DemoLibrary
import Flags
import Foundation
import FullScreen
import LineFrontEnd
import SampleServer

let options = VideoPostOptions.fromCommandLine(program: "VideoPost")
if options.action == .showHelp {
  print(VideoPostOptions.usage)
  exit(0)
}

let server = SampleServer.start(baseURL: options.baseURL, program: "VideoPost")
let baseURL = server.baseURL
let demo = DemoMediaLibrary(
  folder: FileManager.default.temporaryDirectory
    .appendingPathComponent("slim-videopost-demo-\(UUID().uuidString)", isDirectory: true),
  bytesPerSecond: options.exportRate)
let keys = FullScreenTerminal.suitsThisProcess()
let status = await VideoPostApp.run(
  options: options, baseURL: baseURL, demoLibrary: demo,
  listAssets: { VideoPostLines.printListing(of: $0, flags: options) }
) { flow in
  keys
    ? await FullScreenTerminal.run(VideoPostKeys(coordinator: flow), flags: options)
    : await VideoPostLines.run(flow, flags: options)
}
demo.remove()
server.stop()
exit(status)
