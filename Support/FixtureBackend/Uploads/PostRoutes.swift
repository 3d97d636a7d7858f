import Foundation

/// `POST /video-posts` publishes a video post; `GET /video-posts/N` reads one back.
///
/// A post names a finished upload: `{"caption": "Sunset", "fileId": "1"}` gets a 201 with the
/// post, `{"caption": "Sunset", "fileId": "1", "id": 1}`, and `Location: /video-posts/1`. An empty
/// caption, an unknown file or an upload that has not received all its bytes is a 400 that says
/// which.
extension FixtureRoute {
  static func posts(in posts: PostStore, uploads: UploadStore) -> [FixtureRoute] {
    [
      FixtureRoute("POST", "/video-posts") { request, _ in
        struct NewPost: Decodable {
          let caption: String
          let fileId: String
        }
        guard let new = try? JSONDecoder().decode(NewPost.self, from: request.body) else {
          throw HTTPError.badRequest(
            "The body must be JSON with a string caption and a string fileId")
        }
        let caption = new.caption.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !caption.isEmpty else { throw HTTPError.badRequest("The caption is empty") }
        guard caption.count <= PostStore.maximumCaptionLength else {
          throw HTTPError.badRequest(
            "The caption is longer than \(PostStore.maximumCaptionLength) characters")
        }
        guard let (offset, length) = uploads.progress(of: new.fileId) else {
          throw HTTPError.badRequest("No upload with id \(new.fileId)")
        }
        guard offset == length else {
          throw HTTPError.badRequest(
            "Upload \(new.fileId) is not finished: \(offset) of \(length) bytes arrived")
        }
        let post = posts.publish(caption: caption, fileID: new.fileId)
        return FixtureResponse.json(201, encoding: post)
          .adding(header: "Location", "/video-posts/\(post.id)")
      },
      .get("/video-posts/:id") { _, ids in
        guard let id = Int(ids[0]), let post = posts.post(id: id) else {
          throw HTTPError.notFound("No post with id \(ids[0])")
        }
        return .json(encoding: post)
      },
    ]
  }
}
