import Flags
import Foundation
import Testing

/// The Todos flags: the embedded backend by default, `--base-url` or `--faults`, never both.
@Suite("Todos options", .timeLimit(.minutes(10)))
struct TodosOptionsTests {
  @Test func theDefaultIsTheEmbeddedBackendWithoutFaults() throws {
    let options = try TodosOptions(arguments: [])

    #expect(options.baseURL == nil)
    #expect(options.faults == nil)
    #expect(options.maximumResponseSize == OptionArguments.defaultResponseSize)
    #expect(!options.showsHelp)
  }

  @Test func flagsCombine() throws {
    let options = try TodosOptions(arguments: [
      "--faults=/todos/*=delay:1", "--width", "70", "--height", "12", "--no-color",
    ])

    #expect(options.faults == "/todos/*=delay:1")
    #expect(options.width == 70)
    #expect(options.height == 12)
    #expect(!options.allowsColor)
  }

  @Test func aServerOfJsonplaceholdersShapeIsNamedByURL() throws {
    let options = try TodosOptions(arguments: ["--base-url", "https://example.com"])

    #expect(options.baseURL == URL(string: "https://example.com"))
  }

  @Test(arguments: [
    (["--base-url", "https://example.com", "--faults", "/todos=status:503"], "--faults stages"),
    (["--faults", "a", "--faults", "b"], "--faults is given more than once"),
    (["--base-url", "ftp://example.com"], "--base-url needs an absolute http or https URL"),
    (["--colour"], "Unknown option '--colour'."),
  ])
  func badFlagsAreRefusedSayingWhy(arguments: [String], words: String) {
    #expect {
      try TodosOptions(arguments: arguments)
    } throws: { error in
      (error as? OptionsError)?.description.contains(words) == true
    }
  }

  @Test func theUsageNamesEveryFlag() {
    for flag in ["--base-url", "--faults", "--max-response", "--width", "--height", "--no-color"] {
      #expect(TodosOptions.usage.contains(flag))
    }
  }
}
