import DataEngine
import Foundation

// What a photo list can do with photos: the capabilities ListDataSource builds on.
extension Photo: StoreEntity, Sortable, Groupable, RelationshipFilterable, TextSearchable {
  /// By id, as the server lists them.
  public static var defaultSort: [SortDescriptor<Photo>] { [] }

  /// One section per album.
  public var sectionKey: SectionKey { .number(albumID) }

  /// Photos belong to albums.
  public typealias Related = Album

  /// The photos of the album with id `owner`.
  public static func predicate(belongingTo owner: Album.ID) -> Predicate<Photo> {
    #Predicate { $0.albumID == owner }
  }

  /// The title, folded once when the photo was made.
  public var searchText: FoldedText { foldedTitle }
}
