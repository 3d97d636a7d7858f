import Coordinators
import Models
import SwiftUIHost
import ViewModels
import Words

/// The Gallery on a phone: a navigation stack whose path is the coordinator's, both ways.
struct GalleryStack: View {
  @Bindable var coordinator: GalleryCoordinator

  var body: some View {
    NavigationStack(path: $coordinator.pages) {
      PhotoListPage(list: coordinator.list)
        .navigationDestination(for: GalleryCoordinator.Page.self) { page in
          if let screen = coordinator.screen(for: page) {
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
    case .posts(let posts): PostsPage(posts: posts)
    case .post(let post): PostPage(post: post)
    case .people(let people): PeoplePage(people: people)
    case .user(let user): UserPage(user: user)
    case .favorites(let favorites): FavoritesPage(favorites: favorites)
    }
  }
}

/// The posts: a list of their titles, each a button that opens the post.
struct PostsPage: View {
  let posts: PostListViewModel
  @State private var refusal: String?

  var body: some View {
    List {
      if case .loaded(let shown) = posts.state {
        ForEach(shown) { post in
          Button(post.title) {
            do throws(ListError<Post.ID>) {
              try posts.open(post.id)
            } catch {
              refusal = FailureWords.refusal(error, noun: "post")
            }
          }
        }
      }
    }
    .searchable(text: Binding(get: { posts.search }, set: { posts.search($0) }))
    .alert("Could not open it", isPresented: $refusal.isPresent(), presenting: refusal) { _ in
    } message: {
      Text($0)
    }
    .task { await posts.appear() }
    .onDisappear { posts.disappear() }
    .refreshable { await posts.load() }
  }
}

/// The favorites: a list of their titles, each a button that opens the favorite's photo.
struct FavoritesPage: View {
  let favorites: FavoritesViewModel

  var body: some View {
    List {
      if case .loaded(let shown) = favorites.state {
        ForEach(shown) { favorite in
          Button(favorite.title) { try? favorites.open(favorite.id) }
        }
      }
    }
    .searchable(text: Binding(get: { favorites.search }, set: { favorites.search($0) }))
    .task { await favorites.appear() }
    .onDisappear { favorites.disappear() }
    .refreshable { await favorites.load() }
  }
}

/// A post: its comments, one row each.
struct PostPage: View {
  let post: PostViewModel

  var body: some View {
    List {
      if case .loaded(let content) = post.state {
        ForEach(content.comments) { row in
          Text(row.comment.body)
        }
      }
    }
    .task { if case .idle = post.state { await post.load() } }
    .refreshable { await post.load() }
  }
}

/// The people as a phone lists them: a name each, which opens the profile.
struct PeoplePage: View {
  let people: PeopleViewModel
  @State private var refusal: String?

  var body: some View {
    List {
      ForEach(people.state.rows) { user in
        Button(user.name) {
          do throws(ListError<User.ID>) {
            try people.open(user.id)
          } catch {
            refusal = FailureWords.refusal(error, noun: "user")
          }
        }
      }
    }
    .searchable(text: Binding(get: { people.search }, set: { people.search($0) }))
    .alert("Could not open it", isPresented: $refusal.isPresent(), presenting: refusal) { _ in
    } message: {
      Text($0)
    }
    .task { await people.appear() }
    .onDisappear { people.disappear() }
  }
}

/// A profile as a phone shows it: its fields once loaded, or why it could not be, in the
/// kit's words.
struct UserPage: View {
  let user: UserViewModel

  var body: some View {
    List {
      if case .loaded(let person) = user.state {
        Text(person.name)
        Text(person.city ?? "")
      }
      if case .failed(let failure) = user.state {
        Text(UserWords.loadFailed(failure))
      }
    }
    .task { await user.appear() }
    .onDisappear { user.disappear() }
  }
}
