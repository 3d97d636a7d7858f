import Foundation
import Models
import Testing

/// A comment as servers send it: in full from a list, and as jsonplaceholder answers an add,
/// with only the fields sent and its new id.
@Suite("Comment wire form")
struct CommentWireFormTests {
  @Test func aCommentFromAListHasEveryField() throws {
    let json = #"{"postId":1,"id":2,"name":"Nice","email":"a@slim.example","body":"Lovely"}"#

    let comment = try JSONDecoder().decode(Models.Comment.self, from: Data(json.utf8))

    #expect(
      comment
        == Models.Comment(id: 2, postID: 1, name: "Nice", email: "a@slim.example", body: "Lovely"))
  }

  @Test func jsonplaceholdersAnswerToAnAddHasNoNameOrEmail() throws {
    let json = #"{"postId":1,"body":"Nice","id":501}"#

    let comment = try JSONDecoder().decode(Models.Comment.self, from: Data(json.utf8))

    #expect(comment == Models.Comment(id: 501, postID: 1, body: "Nice"))
  }
}
