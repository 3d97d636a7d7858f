import Models
import SwiftUIHost
import ViewModels
import Words

/// A photo list: rows by id, a tap opens a photo (a refusal shows as an alert), pull to refresh.
struct PhotoListPage: View {
  let list: PhotoListViewModel
  @State private var refusal: String?

  var body: some View {
    List {
      if case .loaded(let content) = list.state {
        ForEach(content.rows) { photo in
          Button(photo.title) {
            do throws(PhotoListError) {
              try list.open(photo.id)
            } catch {
              refusal = PhotoListWords.refusal(error)
            }
          }
        }
      }
    }
    .alert("Could not open it", isPresented: $refusal.isPresent(), presenting: refusal) { _ in
    } message: {
      Text($0)
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

/// The albums: rows by id, a tap opens an album's photos (a refusal shows as an alert).
struct AlbumsPage: View {
  let albums: AlbumsViewModel
  @State private var refusal: String?

  var body: some View {
    List {
      if case .loaded(let rows) = albums.state {
        ForEach(rows) { row in
          Button(row.album.title) {
            do throws(ListError<Album.ID>) {
              try albums.open(row.id)
            } catch {
              refusal = FailureWords.refusal(error, noun: "album")
            }
          }
        }
      }
    }
    .alert("Could not open it", isPresented: $refusal.isPresent(), presenting: refusal) { _ in
    } message: {
      Text($0)
    }
    .task { await albums.appear() }
    .onDisappear { albums.disappear() }
    .refreshable { await albums.load() }
  }
}

extension Binding {
  /// Whether an optional value is there, for `.alert(isPresented:)`: dismissing the alert sets
  /// it to false, which clears the value.
  func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(get: { wrappedValue != nil }, set: { if !$0 { wrappedValue = nil } })
  }
}
