import Exercise09
import Models
import Observation
import SwiftUIHost

/// Where the album screen's stack can go: a photo, or the album's about page.
enum AlbumRoute: Hashable, Sendable {
  case photo(Photo.ID)
  case about
}

/// The stack's path, owned by the app.
@MainActor
@Observable
final class AlbumRouter {
  var path: [AlbumRoute] = []
}

/// The album screen as a SwiftUI app writes it, run by the host in the tests as SwiftUI runs it:
/// `.task` when it comes into view, cancelled when a screen is pushed over it; `.refreshable`
/// likewise. Do not change this file: it is the port, and your view model has to survive it.
struct AlbumPhotosStack: View {
  let screen: AlbumPhotosViewModel
  @Bindable var router: AlbumRouter

  var body: some View {
    NavigationStack(path: $router.path) {
      AlbumPhotosPage(screen: screen, router: router)
        .navigationDestination(for: AlbumRoute.self) { route in
          switch route {
          case .photo(let id): Text("Photo \(id)")
          case .about: Text("About album \(screen.albumID)")
          }
        }
    }
  }
}

struct AlbumPhotosPage: View {
  let screen: AlbumPhotosViewModel
  let router: AlbumRouter

  var body: some View {
    List {
      Button("About this album") { router.path.append(.about) }
      switch screen.state {
      case .loaded(let photos), .refreshing(let photos):
        ForEach(photos) { photo in
          Button(photo.title) { router.path.append(.photo(photo.id)) }
        }
      case .idle, .loading, .failed: Text("…")
      }
    }
    .task { await screen.appear() }
    .onDisappear { screen.disappear() }
    .refreshable { await screen.refresh() }
  }
}
