// WordList: the fetched-results controller alone, a word list that changes while you watch.
//
// This file only reads the flags and picks the front end: keys on a full screen at a real
// terminal, lines otherwise. Everything else is built by the composition root, WordListApp.

import Composition
import Coordinators
import Flags
import Foundation
import FullScreen
import LineFrontEnd

let options = WordListOptions.fromCommandLine(program: "WordList")

let keys = FullScreenTerminal.suitsThisProcess()
exit(
  await WordListApp.run(options: options) { coordinator in
    keys
      ? await FullScreenTerminal.run(WordListKeys(coordinator: coordinator), flags: options)
      : await WordListLines.run(coordinator, flags: options)
  })
