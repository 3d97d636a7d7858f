import Composition
import Coordinators
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

@testable import FullScreen

/// The posts screens at a terminal, with keys from their declarations alone
/// (`GalleryLines+ListScreen.swift`, `PostCommand.swift`): `/` searches the titles, Enter opens a post, and `c` asks for a
/// comment's text and adds it. The full-screen module has no code for either screen.
@MainActor
@Suite("Gallery posts at a terminal", .timeLimit(.minutes(10)))
struct GalleryPostsKeysTests {
  let photos = FakePhotoService()
  let service = ScriptedPostService(
    Post(id: 1, userID: 1, title: "Harbour at dusk", body: "Boats came in."),
    comments: [Comment(id: 1, postID: 1, body: "Lovely light")])

  func type(_ keys: GalleryKeys, _ text: String) async {
    for character in text { await keys.press(.character(character))?.value }
  }

  @Test func slashSearchesEnterOpensAndCAsksForTheComment() async throws {
    photos.enqueue(.photos(Photo.samples(count: 3)))
    let keys = GalleryKeys(
      coordinator: GalleryApp.makeCoordinator(
        services: GalleryServices(photos: photos, posts: service)))
    keys.fit(toHeight: 20)
    await keys.start()
    await type(keys, ":posts")
    await keys.press(.enter)?.value
    guard case .posts(let posts) = keys.coordinator.front else {
      Issue.record("expected the posts in front, got \(keys.coordinator.front)")
      return
    }

    // `/` searches as you type: no post has "zz"; Escape clears the search
    await type(keys, "/zz")
    #expect(posts.search == "zz")
    #expect(posts.state == .loaded([]))
    await keys.press(.escape)?.value
    #expect(posts.search == "")

    // Enter opens the post under the cursor
    await keys.press(.enter)?.value
    guard case .post = keys.coordinator.front else {
      Issue.record("expected the post in front, got \(keys.coordinator.front)")
      return
    }
    #expect(keys.coordinator.path == [.posts, .post(1)])

    // `c` asks for the text; Enter adds the comment
    await type(keys, "cNice")
    await keys.press(.enter)?.value
    #expect(service.comments.map(\.body) == ["Lovely light", "Nice"])
  }
}
