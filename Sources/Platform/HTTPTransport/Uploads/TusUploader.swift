import Essentials
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Uploads files with the tus 1.0 resumable-upload protocol, so a dropped connection costs a
/// few bytes, not the whole file: created with `POST`, sent in `PATCH` chunks, resumed from the
/// offset `HEAD` answers (the article "Uploads that resume").
///
/// ```swift
/// let uploader = TusUploader(client: client)
/// let upload = try await uploader.create(file: movie)   // keep it to resume
/// for try await progress in uploader.send(upload) {
///   print("\(progress.completed) of \(progress.total)")
/// }
/// ```
///
/// Spec: https://tus.io/protocols/resumable-upload
public struct TusUploader: Sendable {
  /// The chunk size unless one is given: few requests, cheap to hold in memory.
  public static let defaultChunkSize = 2 * 1024 * 1024

  /// The client whose session, base URL and headers the upload's requests use.
  public let client: HTTPClient
  /// Where uploads are created, relative to the client's base URL.
  public let path: String
  /// The most bytes sent in one PATCH, and held in memory at once.
  public let chunkSize: Int
  /// How many times in a row the uploader resumes without the server's offset moving on.
  public let maximumResumes: Int
  /// How long a chunk may send nothing (or less than `minimumThroughput` allows) before it is
  /// resumed, on the client's clock.
  public let stallTimeout: Duration
  /// The fewest bytes a second the server must take, over each `stallTimeout`: a server that
  /// takes less is a trickle, and resuming from it counts as failing, so the upload ends.
  public let minimumThroughput: Int
  /// Counts what chunk readers hold; tests set it to prove memory stays bounded.
  var readings: ChunkReadings?

  /// Creates an uploader sending through `client` to the tus endpoint at `path`.
  public init(
    client: HTTPClient, path: String = "/uploads", chunkSize: Int = defaultChunkSize,
    maximumResumes: Int = 3, stallTimeout: Duration = .seconds(30),
    minimumThroughput: Int = 1024
  ) {
    self.client = client
    self.path = path
    self.chunkSize = max(1, chunkSize)
    self.maximumResumes = max(0, maximumResumes)
    self.stallTimeout = stallTimeout
    self.minimumThroughput = max(0, minimumThroughput)
  }

  /// The fewest bytes that count as progress in one `stallTimeout`: `minimumThroughput` times
  /// its whole seconds, at least 1.
  var minimumProgress: Int64 {
    let (bytes, overflow) = Int64(minimumThroughput).multipliedReportingOverflow(
      by: max(1, stallTimeout.components.seconds))
    return overflow ? .max : max(1, bytes)
  }

  /// Creates an upload for `file` on the server (`POST`); no bytes are sent yet.
  public func create(file: URL) async throws(Failure) -> ResumableUpload {
    let size = try ChunkReader.size(of: file)
    let url = client.baseURL.appending(path: path)
    var request = tusRequest(.post, url)
    request.setValue(String(size), forHTTPHeaderField: "Upload-Length")
    let name = Data(file.lastPathComponent.utf8).base64EncodedString()
    request.setValue("filename \(name)", forHTTPHeaderField: "Upload-Metadata")
    let response = try await exchange(request)
    guard let location = response.value(forHTTPHeaderField: "Location"),
      let resolved = URL(string: location, relativeTo: url)?.absoluteURL,
      ["http", "https"].contains(resolved.scheme?.lowercased())
    else {
      throw .protocolViolation("the upload was created without a usable Location")
    }
    return ResumableUpload(location: resolved, file: file, size: size)
  }

  /// How many bytes of `upload` the server holds (`HEAD`): where sending goes on from.
  public func serverOffset(of upload: ResumableUpload) async throws(Failure) -> Int64 {
    var request = tusRequest(.head, upload.location)
    request.cachePolicy = .reloadIgnoringLocalCacheData
    let response = try await exchange(request)
    let offset = try Self.offset(in: response, within: 0...upload.size)
    if let length = response.value(forHTTPHeaderField: "Upload-Length"), length != "\(upload.size)"
    {
      throw .protocolViolation("the server has Upload-Length \(length), not \(upload.size)")
    }
    return offset
  }

  /// Sends what the server does not have yet of `upload`, from `knownOffset` when the caller
  /// knows it (a fresh upload is at 0), else from the offset the server answers: progress that
  /// only grows, to exactly the total, or a `Failure`. Cancelling stops sending at once.
  public func send(
    _ upload: ResumableUpload, from knownOffset: Int64? = nil
  ) -> AsyncThrowingStream<TransferProgress, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: TransferProgress.self, bufferingPolicy: .bufferingNewest(64))
    let meter = ProgressMeter(total: upload.size, continuation: continuation)
    let transfer = Task {
      do throws(Failure) {
        try await self.transfer(upload, from: knownOffset, meter: meter)
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in transfer.cancel() }
    return stream
  }

  /// A request to `url` with the client's headers and `Tus-Resumable`.
  func tusRequest(_ method: HTTPMethod, _ url: URL) -> URLRequest {
    var request = URLRequest(url: url)
    request.httpMethod = method.rawValue
    for (name, value) in client.headers { request.setValue(value, forHTTPHeaderField: name) }
    request.setValue("1.0.0", forHTTPHeaderField: "Tus-Resumable")
    return request
  }

  /// Sends `request` (with `data` as its body, when given); returns the response once its
  /// status is a success.
  func exchange(
    _ request: URLRequest, uploading data: Data? = nil,
    onSent: (@Sendable (Int64) -> Void)? = nil
  ) async throws(Failure) -> HTTPURLResponse {
    let url = request.url ?? client.baseURL
    let body: Data
    let response: HTTPURLResponse
    do {
      (body, response) = try await client.loader.data(
        for: request, in: client.session, limits: Self.limits, uploading: data,
        onBodySent: onSent)
    } catch {
      throw Failure(loading: error, url: url)
    }
    guard (200..<300).contains(response.statusCode) else {
      throw Failure(HTTPClient.Failure(statusCode: response.statusCode, body: body))
    }
    return response
  }

  /// No redirects, ever: a redirected request loses its body (LINUX-NOTES.md, note 5), and
  /// answers to tus requests are small.
  static let limits = TransferLimits(maximumBodySize: 64 * 1024, followsRedirects: false)

  /// The response's `Upload-Offset`, which must lie in `range`.
  static func offset(
    in response: HTTPURLResponse, within range: ClosedRange<Int64>
  ) throws(Failure) -> Int64 {
    guard let text = response.value(forHTTPHeaderField: "Upload-Offset") else {
      throw .protocolViolation("the answer has no Upload-Offset")
    }
    guard let offset = Int64(text), range.contains(offset) else {
      throw .protocolViolation(
        "Upload-Offset \(text) is outside \(range.lowerBound)...\(range.upperBound)")
    }
    return offset
  }
}
