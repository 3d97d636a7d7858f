import Testing
import ViewModels
import Words

/// Every list screen of one section says its words as sentences: what shows while loading,
/// with no rows or none matching, what opening a row and its search do, and why a load failed.
struct ListWordsTests {
  static let lists: [(String, ListWords)] = [
    ("albums", .albums), ("posts", .posts), ("people", .people), ("favorites", .favorites),
  ]

  @Test(arguments: lists.map(\.0))
  func everyListSaysItsWordsAsSentences(name: String) throws {
    let words = try #require(Self.lists.first { $0.0 == name }?.1)
    let sentences = [words.none, words.noMatch, words.opening("in row N"), words.reloading]
    for sentence in sentences + [words.loading] {
      #expect(sentence.first?.isUppercase == true, "\(name): \"\(sentence)\"")
    }
    #expect(sentences.allSatisfy { $0.hasSuffix(".") }, "\(name)")
    #expect(words.loading.hasSuffix("…"))
    #expect(words.opening("in row N").contains("in row N"))
    #expect(words.searches.map { $0("TEXT").contains("TEXT") } ?? true)
    #expect(
      words.loadFailed(LoadFailure(message: "The server answered 500."))
        == "Could not load \(words.rows): The server answered 500.")
  }

  @Test func aListWithoutASearchHasNone() {
    #expect(ListWords.albums.searches == nil)
    #expect(
      ListWords.posts.searches?("qui") == "Keep posts whose title contains qui, ignoring case")
  }
}
