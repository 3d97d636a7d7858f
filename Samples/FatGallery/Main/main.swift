// FatGallery: the diet lesson. One photo screen, fat at step 0, slimmed step by step, printing
// the same transcript at every step.
//
// This file only reads the flags and picks the server: the embedded backend by default, or
// --base-url. The steps live in the FatGallerySteps library, where tests can reach them.

import FatGallerySteps
import FixtureBackend
import Flags
import Foundation
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

var backend: FixtureServer?
if options.baseURL == nil {
  do {
    backend = try FixtureServer.start()
  } catch {
    StandardError.writeLine("Could not start the embedded backend: \(untrusted: "\(error)")")
    exit(1)
  }
}

let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
let status = await FatGalleryApp.run(
  step: options.step, baseURL: options.baseURL ?? backend!.baseURL,
  screen: {
    let detected = Screen.detect(widthOverride: options.width)
    return Screen(width: detected.width, height: options.height ?? detected.height)
  },
  interactive: interactive)
backend?.stop()
exit(status)
