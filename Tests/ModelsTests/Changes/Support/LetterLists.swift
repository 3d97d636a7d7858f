import DataEngine
import Models

/// A small list written as letters: each section an uppercase id, each row a one-letter item.
typealias LetterList = SectionedSnapshot<String, String>

extension SectionedSnapshot where SectionID == String, ItemID == String {
  /// `LetterList.of(("A", "abc"), ("B", "de"))`: section A holds a, b, c and section B d, e.
  static func of(_ sections: (String, String)...) -> Self {
    Self(sections: sections.map { id, letters in .init(id: id, items: letters.map(String.init)) })
  }
}

extension RowPath {
  /// `RowPath.at(1, 4)`: row 4 of section 1, short enough for a table of expectations.
  static func at(_ section: Int, _ row: Int) -> RowPath {
    RowPath(section: section, row: row)
  }
}

extension RowMove {
  /// `RowMove.at((0, 1), (1, 0))`: from row 1 of old section 0 to row 0 of new section 1.
  static func at(_ from: (Int, Int), _ to: (Int, Int)) -> RowMove {
    RowMove(from: .at(from.0, from.1), to: .at(to.0, to.1))
  }
}
