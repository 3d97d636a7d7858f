// WordList: the fetched-results controller alone, a word list that changes while you watch.
//
// This file only reads the flags. Everything else is built by the composition root,
// WordListApp.

import Coordinators
import Foundation

let options: WordListOptions
do {
  options = try WordListOptions(arguments: CommandLine.arguments.dropFirst())
} catch {
  StandardError.writeLine("\(untrusted: error.description)")
  StandardError.writeLine("Run 'WordList --help' for usage.")
  exit(64)
}

if options.showsHelp {
  print(WordListOptions.usage)
  exit(0)
}

exit(await WordListApp.run(options: options))
