import Exercise10
import Models
import SwiftUIHost

/// The library as a SwiftUI app writes it, run by the host as SwiftUI runs it: the stack's path
/// is bound to the coordinator's, each route's screen comes from the coordinator, and a tap
/// calls an intent. Do not change this file: it is the port your coordinator has to drive.
struct LibraryStack: View {
  @Bindable var library: LibraryCoordinator

  var body: some View {
    NavigationStack(path: $library.path) {
      List {
        ForEach(library.albums) { album in
          Button(album.title) { try? library.showAlbum(album.id) }
        }
      }
      .navigationDestination(for: LibraryRoute.self) { route in
        switch library.screen(for: route) {
        case .album(let album, let photos):
          List {
            Text(album.title)
            ForEach(photos) { photo in
              Button(photo.title) { try? library.showPhoto(photo.id) }
            }
          }
        case .photo(let photo): Text("Photo \(photo.id): \(photo.title)")
        case nil: Text("Nothing to show")
        }
      }
    }
  }
}
