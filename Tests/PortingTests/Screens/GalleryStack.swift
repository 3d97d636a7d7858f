import Coordinators
import SwiftUIHost
import ViewModels

/// The Gallery on a phone: a navigation stack whose path is the coordinator's, both ways.
struct GalleryStack: View {
  @Bindable var coordinator: GalleryCoordinator

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      PhotoListPage(list: coordinator.list)
        .navigationDestination(for: GalleryCoordinator.Route.self) { route in
          if let screen = coordinator.screen(for: route) {
            GalleryPage(screen: screen)
          }
        }
    }
  }
}

/// The page for a screen the Gallery pushed.
struct GalleryPage: View {
  let screen: GalleryCoordinator.Screen

  var body: some View {
    switch screen {
    case .list(let list): PhotoListPage(list: list)
    case .detail(let detail): PhotoDetailPage(detail: detail)
    case .albums(let albums): AlbumsPage(albums: albums)
    case .videoPost(let flow): VideoPostPage(screen: flow.screen)
    }
  }
}
