import DataEngine
import Foundation
import Models

/// A store of generated photos and a list over it laid out as the Gallery lays it out: one
/// section per album, ordered by title (folded), searchable.
struct PhotoLibrary {
  let store: InMemoryStore<Photo>
  let list: ListDataSource<Photo>

  /// `count` photos, grouped by album when `grouped`, else in one long section.
  init(count: Int, grouped: Bool = true, limit: Int? = nil) async throws {
    let photos = try await GeneratedPhotos(count: count).photos(albumID: nil)
    store = InMemoryStore(photos)
    list = try ListDataSource(store: store, limit: limit)
    try list.sort(by: [SortDescriptor(\.title.folded)])
    if grouped { try list.group(true) }
  }
}
