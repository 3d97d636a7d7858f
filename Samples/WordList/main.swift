// WordList: the fetched-results controller alone, a word list that changes while you watch.
//
// This file only reads the flags. Everything else is built by the composition root,
// WordListApp.

import Coordinators
import Foundation

let options = WordListOptions.fromCommandLine(program: "WordList")

exit(await WordListApp.run(options: options))
