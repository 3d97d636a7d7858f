// FatGallery: the diet lesson. One photo screen, fat at step 0, slimmed step by step, printing
// the same transcript at every step.
//
// This file only reads the flags and picks the server: the embedded backend by default, or
// --base-url. The steps live in the FatGallerySteps library, where tests can reach them.

import FatGallerySteps
import Flags
import Foundation
import SampleServer
import TerminalKit
import Views

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let options = FatGalleryOptions.fromCommandLine(program: "FatGallery")

if options.listsSteps {
  for step in FatGalleryStep.allCases { print(step.summary) }
  exit(0)
}

let server = SampleServer.start(baseURL: options.baseURL, program: "FatGallery")

let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
let status = await FatGalleryApp.run(
  step: options.step, baseURL: server.baseURL,
  screen: {
    let detected = Screen.detect(widthOverride: options.width)
    return Screen(width: detected.width, height: options.height ?? detected.height)
  },
  interactive: interactive)
server.stop()
exit(status)
