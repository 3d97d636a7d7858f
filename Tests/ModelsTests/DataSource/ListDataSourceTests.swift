import DataEngine
import Foundation
import Models
import TestSupport
import Testing

/// One generic data source, two unrelated entities: words and photos get search, sort and
/// sections from the same code, photos also a relationship filter.
@Suite("List data source")
struct ListDataSourceTests {
  typealias Snapshot = SectionedSnapshot<SectionKey, Int>

  static let words = [
    Word(id: 1, text: "pear"), Word(id: 2, text: "Äpfel"), Word(id: 3, text: "apricot"),
    Word(id: 4, text: "Plum"), Word(id: 5, text: "42"),
  ]

  @Test func wordsStartInTheirDefaultOrder() throws {
    let list = try ListDataSource<Word>(store: InMemoryStore(Self.words))

    // "42" < "apfel" < "apricot" < "pear" < "plum", folded
    #expect(
      list.controller.snapshot == Snapshot(sections: [.init(id: .all, items: [5, 2, 3, 1, 4])]))
  }

  @Test func wordsGroupByFirstLetterWithoutAccents() throws {
    let list = try ListDataSource<Word>(store: InMemoryStore(Self.words))

    let changes = try list.group(true)

    #expect(
      list.controller.snapshot
        == Snapshot(sections: [
          .init(id: .text("#"), items: [5]), .init(id: .text("A"), items: [2, 3]),
          .init(id: .text("P"), items: [1, 4]),
        ]))
    #expect(changes == ChangeSet(deletedSections: [0], insertedSections: [0, 1, 2]))
    #expect(list.isGrouped)
  }

  @Test func wordSearchIgnoresCaseAndAccentsAndReportsWhatLeft() throws {
    let list = try ListDataSource<Word>(store: InMemoryStore(Self.words))

    let changes = list.search("AP")

    #expect(list.controller.snapshot == Snapshot(sections: [.init(id: .all, items: [2, 3])]))
    #expect(
      changes
        == ChangeSet(deletedRows: [
          RowPath(section: 0, row: 0), RowPath(section: 0, row: 3), RowPath(section: 0, row: 4),
        ]))
    #expect(list.searchTerm == "AP")
  }

  @Test func wordsSortByAnyKeyPath() throws {
    let list = try ListDataSource<Word>(store: InMemoryStore(Self.words))

    try list.sort(by: [SortDescriptor(\.id, order: .reverse)])

    #expect(
      list.controller.snapshot == Snapshot(sections: [.init(id: .all, items: [5, 4, 3, 2, 1])]))
  }

  @Test func photosFilterByAlbumGroupAndSearch() throws {
    // Given photos in three albums
    let photos = [
      Photo.sample(id: 1, albumID: 1, title: "Sunset"),
      Photo.sample(id: 2, albumID: 2, title: "sunrise"),
      Photo.sample(id: 3, albumID: 2, title: "Café"), Photo.sample(id: 4, albumID: 3, title: "sun"),
    ]
    let list = try ListDataSource<Photo>(store: InMemoryStore(photos))

    // When grouped, searched, then filtered to album 2
    try list.group(true)
    list.search("SUN")
    #expect(
      list.controller.snapshot
        == Snapshot(sections: [
          .init(id: .number(1), items: [1]), .init(id: .number(2), items: [2]),
          .init(id: .number(3), items: [4]),
        ]))
    let changes = try list.filter(belongingTo: 2)

    // Then only album 2's matching photo is left, and the change says which sections went
    #expect(list.controller.snapshot == Snapshot(sections: [.init(id: .number(2), items: [2])]))
    #expect(changes == ChangeSet(deletedSections: [0, 2]))
    try list.filter(belongingTo: nil)
    #expect(list.controller.count == 3)
  }

  @Test func aLimitedListKeepsItsLimitThroughSearches() throws {
    let list = try ListDataSource<Word>(store: InMemoryStore(Self.words), limit: 2)

    list.search("p")

    #expect(list.controller.snapshot == Snapshot(sections: [.init(id: .all, items: [2, 3])]))
  }
}
