import Models
import Testing
import ViewModels
import Views

@testable import LineFrontEnd

/// The posts screens' refusals, worded beside their commands (`ListCommand.swift`, with the
/// list's noun; `PostCommand.swift`) and tested here, in their own file: a new screen edits none of the
/// shared Gallery tables and shapes.
@Suite("Post refusal words")
struct PostRefusalWordsTests {
  /// Which case of the posts list's refusal a value is.
  enum PostsShapes: FactShapes {
    enum Shape: CaseIterable { case notListed }

    static func shape(of fact: ListError<Post.ID>) -> Shape {
      switch fact {
      case .notListed: .notListed
      }
    }
  }

  /// Which case of a post's refusal a value is.
  enum PostShapes: FactShapes {
    enum Shape: CaseIterable {
      case notLoaded, noSuchComment, emptyText, controlCharacters, tooLong
    }

    static func shape(of fact: PostError) -> Shape {
      switch fact {
      case .notLoaded: .notLoaded
      case .noSuchComment: .noSuchComment
      case .text(.empty): .emptyText
      case .text(.controlCharacters): .controlCharacters
      case .text(.tooLong): .tooLong
      }
    }
  }

  /// The posts list's refusals, with their words.
  nonisolated static let postsWords: [(ListError<Post.ID>, String)] = [
    (.notListed(7), "Post 7 is no longer in the list.")
  ]

  /// A post's refusals, with their words.
  nonisolated static let postWords: [(PostError, String)] = [
    (.notLoaded, "The post has not loaded yet; refresh loads it."),
    (.noSuchComment(3), "Comment 3 is no longer on the post."),
    (.text(.empty), "A comment needs some text."),
    (.text(.controlCharacters), "A comment is one line, without tabs or control characters."),
    (
      .text(.tooLong(1_200, limit: 1_000)),
      "A comment has at most 1000 characters; this one has 1200."
    ),
  ]

  @Test(arguments: postsWords)
  func thePostsListWordsItsRefusal(refusal: ListError<Post.ID>, message: String) {
    let worded = ListScreenRefusal<PostListView, Post.ID>(fact: refusal)
    #expect(GalleryLines.refusal(.screen(worded)) == .error(message))
  }

  @Test(arguments: postWords)
  func aPostWordsItsRefusal(refusal: PostError, message: String) {
    #expect(GalleryLines.refusal(.screen(refusal)) == .error(message))
  }

  @Test func theExamplesCoverEveryRefusal() {
    #expect(PostsShapes.missing(from: Self.postsWords.map(\.0)).isEmpty)
    #expect(PostShapes.missing(from: Self.postWords.map(\.0)).isEmpty)
  }
}
