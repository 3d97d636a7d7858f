import DataEngine
import Models
import TestSupport
import Testing
import ViewModels

/// The word list driven as a phone screen would: swipe to delete a row by its word's id, edit a
/// word in place, a search field, a sort menu, sections by letter, and the change set of each
/// write for an animated update.
@MainActor
@Suite("Word list, as a phone drives it", .timeLimit(.minutes(10)))
struct WordListAsAPhoneWouldTests {
  let words = ["pear", "apple", "banana", "plum"].enumerated().map {
    Word(id: $0.offset + 1, text: $0.element)
  }

  func snapshot(_ list: WordListViewModel) -> TableSnapshot<Word>? {
    guard case .loaded(let content) = list.state.words else { return nil }
    return TableSnapshot(content.rows)
  }

  @Test func swipeToDeleteAndEditInPlaceAreByID() async throws {
    let list = try WordListViewModel(store: InMemoryStore(words))
    #expect(snapshot(list)?.ids == [2, 3, 1, 4])  // apple banana pear plum

    try await list.delete(3)  // banana
    try await list.rename(1, to: "apricot")  // pear

    #expect(snapshot(list)?.ids == [2, 1, 4])  // apple apricot plum
    #expect(list.state.lastChange?.cause == .renamed(Word(id: 1, text: "pear"), to: "apricot"))
    #expect(list.state.lastChange?.marks[1] == .updated)  // it kept its place
  }

  @Test func searchSortAndSectionsReshapeTheSnapshot() throws {
    let list = try WordListViewModel(store: InMemoryStore(words))

    list.search("p")
    #expect(snapshot(list)?.ids == [2, 1, 4])
    try list.sort(WordSort(field: .added, ascending: false))
    #expect(snapshot(list)?.ids == [4, 2, 1])
    list.search("")
    try list.group(true)
    #expect(snapshot(list)?.sections.map(\.key) == [.text("A"), .text("B"), .text("P")])
  }

  @Test func anAddGivesTheInsertForAnAnimatedUpdate() async throws {
    let list = try WordListViewModel(store: InMemoryStore(words))

    try await list.add("cherry")

    #expect(list.state.lastChange?.changes.insertedRows == [RowPath(section: 0, row: 2)])
    #expect(list.state.lastChange?.marks == [5: .inserted])
  }

  @Test func aWordNoRowShowsIsRefusedAsAFact() async throws {
    let list = try WordListViewModel(store: InMemoryStore(words))

    await #expect(throws: WordListError.noSuchWord(99)) { try await list.delete(99) }
  }
}
