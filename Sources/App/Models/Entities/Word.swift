import DataEngine
import Foundation

/// A word in a word list: the second entity the generic ``ListDataSource`` serves, proving it
/// is not about photos.
public struct Word: Identifiable, Hashable, Sendable, Codable {
  /// Unique among words; the order words were added in.
  public let id: Int
  /// The word as typed: untrusted text.
  public let text: String
  /// The text folded once for searching and ordering; derived, never stored.
  public let foldedText: FoldedText

  public init(id: Int, text: String) {
    self.id = id
    self.text = text
    self.foldedText = FoldedText(text)
  }

  /// Decodes a word, folding its text once.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try fields.decode(Int.self, forKey: .id),
      text: try fields.decode(String.self, forKey: .text))
  }

  private enum CodingKeys: String, CodingKey {
    case id
    case text
  }
}

extension Word: StoreEntity, Sortable, Groupable, TextSearchable {
  /// Alphabetical, ignoring case and accents.
  public static var defaultSort: [SortDescriptor<Word>] { [SortDescriptor(\.foldedText)] }

  /// The first letter, upper case and without accents; `#` for anything else.
  public var sectionKey: SectionKey {
    guard let first = foldedText.value.first, first.isLetter else { return .text("#") }
    return .text(first.uppercased())
  }

  /// The text, folded once when the word was made.
  public static var searchKey: KeyPath<Word, FoldedText> & Sendable { \Word.foldedText }
  public static func searchText(of word: Word) -> FoldedText { word.foldedText }
}
