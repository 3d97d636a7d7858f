import Foundation
import Testing

/// ARCHITECTURE.md's map held against the rule the manifest keeps (``LayerRule``, which
/// `LayerRuleTests` holds against Package.swift): the layer diagram draws every app and
/// platform module, a module imports only modules drawn on rows below it or named by an arrow
/// on its own row, and every arrow drawn is an import; the table's "may import" column is the
/// rule, module by module.
@Suite("ARCHITECTURE.md's map")
struct MapTests {
  static func architecture() throws -> String {
    try String(
      contentsOf: LayerRuleTests.packageRoot.appending(path: "ARCHITECTURE.md"), encoding: .utf8)
  }

  /// The diagram's rows, top first, each the modules it names in order, with the arrows
  /// (`A ─▶ B`) drawn between neighbours on the row.
  struct Diagram: Equatable {
    var rows: [[String]] = []
    var arrows: Set<[String]> = []

    init(_ markdown: String, modules: Set<String>) {
      let lines = markdown.components(separatedBy: "\n")
      guard let heading = lines.firstIndex(of: "## The layers and the one rule"),
        let open = lines[heading...].firstIndex(where: { $0.hasPrefix("```") })
      else { return }
      for line in lines[(open + 1)...].prefix(while: { !$0.hasPrefix("```") }) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," })
          .map(String.init)
        var row: [String] = []
        for (index, word) in words.enumerated() where modules.contains(word) {
          if index >= 2, words[index - 1] == "─▶", let last = row.last, words[index - 2] == last {
            arrows.insert([last, word])
          }
          row.append(word)
        }
        if !row.isEmpty { rows.append(row) }
      }
    }

    func row(of module: String) -> Int? { rows.firstIndex { $0.contains(module) } }
  }

  static let drawn = LayerRule.appModules.union(LayerRule.platformModules)

  @Test func theDiagramDrawsEveryModuleOnce() throws {
    let diagram = Diagram(try Self.architecture(), modules: Self.drawn)
    let names = diagram.rows.flatMap { $0 }
    #expect(Set(names) == Self.drawn)
    #expect(names.count == Set(names).count)
  }

  @Test func everyImportPointsDownOrAlongADrawnArrow() throws {
    let diagram = Diagram(try Self.architecture(), modules: Self.drawn)
    var problems: [String] = []
    for (module, imports) in LayerRule.allowedImports where Self.drawn.contains(module) {
      for imported in imports where Self.drawn.contains(imported) {
        guard let from = diagram.row(of: module), let to = diagram.row(of: imported) else {
          continue
        }
        if from < to || diagram.arrows.contains([module, imported]) { continue }
        problems.append("\(module) imports \(imported), drawn at or below it with no arrow")
      }
    }
    for arrow in diagram.arrows where !(LayerRule.allowedImports[arrow[0]] ?? []).contains(arrow[1])
    {
      problems.append("an arrow \(arrow[0]) ─▶ \(arrow[1]) is drawn, and no such import exists")
    }
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func theTableSaysWhatEachModuleMayImport() throws {
    var problems: [String] = []
    let lines = try Self.architecture().components(separatedBy: "\n")
    let header = try #require(lines.firstIndex(of: "| module | owns | may import from the kit |"))
    let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| `") }
    #expect(rows.count == LayerRule.appModules.subtracting(["Lessons"]).count)
    for line in rows {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
      let module = String(cells[0].dropFirst().dropLast())
      guard let rule = LayerRule.allowedImports[module] else { continue }
      let said = Set(
        cells[cells.count - 1].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && $0 != "nothing" && $0 != "none" })
      let ruled = rule.subtracting(["CSQLite"])
      if said != ruled {
        problems.append("\(module): the table says \(said.sorted()), the rule \(ruled.sorted())")
      }
    }
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func anImportDrawnUpwardsIsCaught() {
    let markdown = """
      ## The layers and the one rule

      ```
        Models
        Views ─▶ ViewModels
      ```
      """
    let diagram = Diagram(markdown, modules: ["Models", "Views", "ViewModels"])
    #expect(diagram.rows == [["Models"], ["Views", "ViewModels"]])
    #expect(diagram.arrows == [["Views", "ViewModels"]])
    #expect(diagram.row(of: "Views")! > diagram.row(of: "Models")!)
  }
}
