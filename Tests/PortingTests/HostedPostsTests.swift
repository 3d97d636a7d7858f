import Coordinators
import Models
import SwiftUIHost
import TestSupport
import Testing
import ViewModels

/// The posts screens in the SwiftUI-like host: the posts list pushed by the coordinator, a tap
/// on a title pushing the post, and a comment added showing as a row at once.
@MainActor
@Suite("The Gallery's posts in a SwiftUI-like host", .timeLimit(.minutes(10)))
struct HostedPostsTests {
  let photos = FakePhotoService()
  let posts = ScriptedPostService(
    Post(id: 1, userID: 1, title: "Harbour at dusk", body: "Boats came in."),
    comments: [Models.Comment(id: 1, postID: 1, body: "Lovely light")])

  @Test func aTapOnAPostPushesItAndACommentShowsAsARowAtOnce() async throws {
    photos.enqueue(.photos(Photo.samples(count: 3)))
    let (photos, posts) = (photos, posts)
    let screens = GalleryScreens(
      makeDetail: { PhotoDetailViewModel(photo: $0, service: photos) },
      makeList: { PhotoListViewModel(service: photos, query: $0) },
      makeAlbums: { AlbumsViewModel(service: photos) },
      makePeople: { PeopleViewModel(service: photos) },
      makeUser: { UserViewModel(userID: $0, service: photos) }, photoWithID: { _ in nil },
      posts: PostScreens(
        makeList: { PostListViewModel(service: posts) },
        makePost: { PostViewModel(postID: $0, service: posts) }))
    let coordinator = GalleryCoordinator(
      list: PhotoListViewModel(service: photos), screens: screens)
    let host = Host(GalleryStack(coordinator: coordinator))
    await host.settle()

    coordinator.path.append(.posts)
    host.update()
    await host.settle()
    #expect(host.front.rowIDs == [1])

    // The search field narrows the titles, and clearing it brings them back
    #expect(host.search("zz"))
    #expect(host.front.rowIDs.isEmpty)
    #expect(host.search(""))
    #expect(host.front.rowIDs == [1])

    // A tap that lands after the list changed under it (a search typed elsewhere) is refused,
    // and the refusal shows as an alert; the path stays
    guard case .posts(let list) = coordinator.front else {
      Issue.record("expected the posts in front, got \(coordinator.front)")
      return
    }
    list.search("zz")
    #expect(host.tap("Harbour at dusk"))
    #expect(host.alert?.message == ["Post 1 is no longer in the list."])
    #expect(coordinator.path == [.posts])
    #expect(host.tapAlert())
    #expect(host.alert == nil)
    #expect(host.search(""))

    #expect(host.tap("Harbour at dusk"))
    await host.settle()
    #expect(coordinator.path == [.posts, .post(1)])
    #expect(host.front.rowIDs == [1])

    guard case .post(let post) = coordinator.front else {
      Issue.record("expected the post in front, got \(coordinator.front)")
      return
    }
    let saving = try post.comment("Nice")
    host.update()
    #expect(host.front.rowIDs.count == 2)
    await saving.value
    host.update()
    #expect(host.front.rowIDs.count == 2)
    #expect(posts.comments.map(\.body) == ["Lovely light", "Nice"])
  }
}
