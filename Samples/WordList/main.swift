// WordList: the fetched-results controller alone, a word list that changes while you watch.
//
// This file only reads the flags and picks the front end: keys on a full screen at a real
// terminal, lines otherwise. Everything else is built by the composition root, WordListApp.

import Coordinators
import Foundation
import FullScreen

let options = WordListOptions.fromCommandLine(program: "WordList")

var keys: (@MainActor (WordListCoordinator) async -> Int32)?
if FullScreenTerminal.suitsThisProcess() {
  keys = { coordinator in
    await FullScreenTerminal.run(WordListKeys(coordinator: coordinator), flags: options)
  }
}
exit(await WordListApp.run(options: options, fullScreen: keys))
