import Models
import SwiftUIHost
import ViewModels

/// A photo list: rows by id, a tap opens a photo, pull to refresh.
struct PhotoListPage: View {
  let list: PhotoListViewModel

  var body: some View {
    List {
      if case .loaded(let content) = list.state {
        ForEach(content.rows) { photo in
          Button(photo.title) { try? list.open(photo.id) }
        }
      }
    }
    .task { await list.appear() }
    .onDisappear { list.disappear() }
    .refreshable { await list.load() }
  }
}

/// A photo's detail: its title, reloaded by a pull to refresh.
struct PhotoDetailPage: View {
  let detail: PhotoDetailViewModel

  var body: some View {
    Text(detail.state.photo.title)
      .task { await detail.appear() }
      .onDisappear { detail.disappear() }
      .refreshable { await detail.reload() }
  }
}

/// The albums: rows by id, a tap opens an album's photos.
struct AlbumsPage: View {
  let albums: AlbumsViewModel

  var body: some View {
    List {
      if case .loaded(let rows) = albums.state {
        ForEach(rows) { row in
          Button(row.album.title) { try? albums.open(row.id) }
        }
      }
    }
    .task { await albums.appear() }
    .onDisappear { albums.disappear() }
    .refreshable { await albums.load() }
  }
}
