import Models
import Testing

/// One query shape for every list: the photo list's words (grouping, album filter) read and
/// write the same fields the word list uses.
@Suite("ListQuery")
struct ListQueryTests {
  @Test func theDefaultsShowEveryRowInTheNaturalOrder() {
    #expect(PhotoQuery() == ListQuery(sort: PhotoSort(field: .id), isGrouped: false, owner: nil))
    #expect(WordQuery() == ListQuery(sort: WordSort(field: .text), isGrouped: false, owner: nil))
  }

  @Test func groupingByAlbumIsTheSharedGroupedFlag() {
    var query = PhotoQuery()
    query.grouping = .album
    #expect(query.isGrouped)
    query.isGrouped = false
    #expect(query.grouping == .none)
  }

  @Test func anAlbumFilterIsTheSharedOwner() {
    var query = PhotoQuery(albumFilter: .album(3))
    #expect(query.owner == 3)
    query.albumFilter = .all
    #expect(query.owner == nil)
    query.owner = 7
    #expect(query.albumFilter == .album(7))
  }
}
