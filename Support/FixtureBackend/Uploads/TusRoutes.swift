/// The tus endpoints under `/uploads`: discover, create, ask for the offset, send chunks.
///
/// ```
/// OPTIONS /uploads              204, Tus-Version, Tus-Extension: creation, Tus-Max-Size
/// POST    /uploads              Upload-Length: N        -> 201, Location: /uploads/ID
/// HEAD    /uploads/ID                                   -> 200, Upload-Offset, Upload-Length
/// PATCH   /uploads/ID           Upload-Offset: K, body  -> 204, Upload-Offset: K + body
/// GET     /uploads/ID/content   (not tus: the bytes received so far, for checking them)
/// ```
///
/// Every tus request but OPTIONS must send `Tus-Resumable: 1.0.0` (else 412). A PATCH whose
/// offset is not the upload's is a 409; one that would pass the declared length, or a length
/// past `UploadStore.maximumUploadSize`, a 413; an unknown upload a 404; a PATCH that is not
/// `application/offset+octet-stream` a 415; missing or malformed numbers a 400.
extension FixtureRoute {
  static func uploads(in store: UploadStore) -> [FixtureRoute] {
    [
      FixtureRoute("OPTIONS", "/uploads") { _, _ in
        Tus.response(204)
          .adding(header: "Tus-Version", Tus.version)
          .adding(header: "Tus-Extension", "creation")
          .adding(header: "Tus-Max-Size", String(UploadStore.maximumUploadSize))
      },
      FixtureRoute("POST", "/uploads") { request, _ in
        Tus.answer { () throws(HTTPError) in
          try Tus.checkVersion(of: request)
          let length = try Tus.byteCount("Upload-Length", in: request)
          guard request.body.isEmpty else {
            throw .badRequest(
              "This server does not accept bytes when creating an upload; send them with PATCH")
          }
          let id = try store.create(length: length)
          return Tus.response(201).adding(header: "Location", "/uploads/\(id)")
        }
      },
      FixtureRoute("HEAD", "/uploads/:id") { request, ids in
        Tus.answer { () throws(HTTPError) in
          try Tus.checkVersion(of: request)
          let (offset, length) = try store.takeOver(ids[0])
          return Tus.response(200)
            .adding(header: "Upload-Offset", String(offset))
            .adding(header: "Upload-Length", String(length))
            .adding(header: "Cache-Control", "no-store")
        }
      },
      .get("/uploads/:id/content") { _, ids in
        guard let content = store.content(ofUpload: ids[0]) else {
          throw HTTPError.notFound("No upload with id \(ids[0])")
        }
        return FixtureResponse(
          status: 200,
          headers: [
            ("Content-Type", "application/octet-stream"),
            ("Upload-Offset", String(content.count)),
          ],
          body: content)
      },
    ]
  }
}

extension BodyRoute {
  /// `PATCH /uploads/ID`: the chunk streams into the upload through an `UploadWriter`.
  static func uploadChunks(in store: UploadStore) -> BodyRoute {
    BodyRoute("PATCH", "/uploads/:id") { request, ids in
      do throws(HTTPError) {
        try Tus.checkVersion(of: request)
        let contentType = request.header("Content-Type")?.split(separator: ";").first
          .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard contentType == Tus.chunkContentType else {
          throw HTTPError(
            status: 415, message: "A PATCH must have Content-Type \(Tus.chunkContentType)")
        }
        let offset = try Tus.byteCount("Upload-Offset", in: request)
        let count = Int(request.header("Content-Length") ?? "0") ?? 0
        let ticket = try store.beginPatch(ids[0], at: offset, count: count)
        return .accepted(UploadWriter(store: store, ticket: ticket))
      } catch {
        return .refused(Tus.response(for: error))
      }
    }
  }
}
