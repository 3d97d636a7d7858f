import Coordinators
import LineFrontEnd
import Models
import Testing
import ViewModels

/// Every WordList command's spellings and refusals, without a screen.
@Suite("WordList commands")
struct WordListCommandTests {
  @Test(arguments: [
    ("add Crème brûlée", WordListCommand.add("Crème brûlée")),
    ("  ADD  pear ", .add("pear")),
    ("delete 3", .delete(row: 3)),
    ("del 3", .delete(row: 3)),
    ("rename 2  Big Apple", .rename(row: 2, to: "Big Apple")),
    ("churn 100", .churn(100)),
    ("search Café", .search("Café")),
    ("search", .search("")),
    ("sort text", .sort(WordSort())),
    ("sort added desc", .sort(WordSort(field: .added, ascending: false))),
    ("group letter", .group(true)),
    ("group none", .group(false)),
    ("n", .next),
    ("prev", .previous),
    ("?", .help),
    ("exit", .quit),
  ])
  func commandsParse(line: String, expected: WordListCommand) throws {
    #expect(try WordListCommand(parsing: line) == expected)
  }

  @Test(arguments: [
    ("add", "Missing argument. Usage: add WORD."),
    ("delete two", "Cannot use 'two'. Usage: delete N (N a positive whole number)."),
    ("delete 0", "Cannot use '0'. Usage: delete N (N a positive whole number)."),
    ("rename 2", "Cannot use '2'. Usage: rename N WORD."),
    ("churn 1000000", "Cannot use '1000000'. Usage: churn N (N 1 to 100000)."),
    ("churn 0", "Cannot use '0'. Usage: churn N (N 1 to 100000)."),
    (
      "delete 99999999999999999999",
      "Cannot use '99999999999999999999'. Usage: delete N (N a positive whole number)."
    ),
    ("sort size", "Cannot use 'size'. Usage: sort text|added [asc|desc]."),
    ("group album", "Cannot use 'album'. Usage: group letter|none."),
    ("next 2", "Cannot use '2'. Usage: next."),
    (
      "fly",
      "Unknown command 'fly'. Commands: help, add, delete, rename, churn, search, sort, group, next, prev, quit."
    ),
  ])
  func mistakesSayWhatIsValid(line: String, message: String) {
    #expect(throws: (any Error).self) { try WordListCommand(parsing: line) }
    do {
      _ = try WordListCommand(parsing: line)
    } catch {
      #expect(error.description == message)
    }
  }
}
