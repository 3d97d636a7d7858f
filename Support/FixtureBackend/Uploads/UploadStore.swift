import Essentials
import Foundation

/// The uploads a fixture server holds: the storage behind its tus endpoints.
///
/// Bytes live in memory, so a test can compare them with the source and nothing is left on disk.
/// That makes limits matter: one upload may declare at most `maximumUploadSize` bytes, and all of
/// a server's uploads together at most `capacity`; creating past either is a 413. Chunks arrive
/// through `UploadWriter` one socket read at a time, so a large PATCH never sits whole in memory
/// twice.
///
/// Tests reach it as `server.uploads`: to read what arrived, and to hold a PATCH mid-body.
/// (A connection reset mid-upload is a rule of the server's `FaultPlan`: `.resetMidUpload`
/// keeps the half of the chunk that arrived.)
///
/// ```swift
/// server.uploads.hold(atOffset: 3_000_000, gate: gate)  // the PATCH crossing 3 MB waits there
/// ```
public final class UploadStore: Sendable {
  /// The largest `Upload-Length` accepted, advertised as `Tus-Max-Size`.
  public static let maximumUploadSize = 64 * 1024 * 1024
  /// The most bytes all uploads of one server may declare together.
  public static let capacity = 256 * 1024 * 1024

  /// One upload: its declared length and the bytes received so far, in order.
  struct Upload {
    let length: Int
    var bytes = Data()
    /// Bumped by every HEAD and PATCH. A PATCH still writing under an older number stops: the
    /// newer request means its client gave up on it (see `UploadWriter`).
    var generation = 0

    var offset: Int { bytes.count }
  }

  private struct State {
    var uploads: [String: Upload] = [:]
    var lastID = 0
    var reserved = 0
    var holds: [UploadHold] = []
  }

  private let state = Locked(State())

  /// Creates an empty store.
  public init() {}

  /// How many bytes of upload `id` have arrived, or nil if there is no such upload.
  public func offset(ofUpload id: String) -> Int? {
    state.withLock { $0.uploads[id]?.offset }
  }

  /// The bytes of upload `id` received so far, or nil if there is no such upload.
  public func content(ofUpload id: String) -> Data? {
    state.withLock { $0.uploads[id]?.bytes }
  }

  /// Makes the first PATCH, of any upload, whose body reaches `offset` (a position in the
  /// upload) stop reading there until `gate` opens; the bytes before it are stored first. The
  /// client sees an upload stalled mid-chunk, which it may cancel or give up on.
  public func hold(atOffset offset: Int, gate: UploadGate) {
    state.withLock { $0.holds.append(UploadHold(offset: offset, gate: gate)) }
  }

  /// Creates an upload of `length` bytes and returns its id ("1", "2", ...).
  func create(length: Int) throws(HTTPError) -> String {
    guard length <= Self.maximumUploadSize else {
      throw HTTPError(
        status: 413,
        message: "Upload-Length \(length) exceeds this server's maximum of "
          + "\(Self.maximumUploadSize) bytes")
    }
    return try state.withLock { state throws(HTTPError) in
      guard state.reserved + length <= Self.capacity else {
        throw HTTPError(
          status: 413,
          message: "The server's upload storage is full (\(Self.capacity) bytes declared)")
      }
      state.reserved += length
      state.lastID += 1
      let id = String(state.lastID)
      state.uploads[id] = Upload(length: length)
      return id
    }
  }

  /// The upload's offset and length, for a HEAD; any PATCH still writing to it stops, so the
  /// offset returned is the one the next PATCH must start at.
  func takeOver(_ id: String) throws(HTTPError) -> (offset: Int, length: Int) {
    try state.withLock { state throws(HTTPError) in
      guard state.uploads[id] != nil else { throw Self.unknown(id) }
      state.uploads[id]!.generation += 1
      let upload = state.uploads[id]!
      return (upload.offset, upload.length)
    }
  }

  /// The upload's offset and length without disturbing a PATCH, or nil if it does not exist.
  func progress(of id: String) -> (offset: Int, length: Int)? {
    state.withLock { state in state.uploads[id].map { ($0.offset, $0.length) } }
  }

  /// Checks a PATCH of `count` bytes claiming to start at `offset`, takes the upload over for
  /// it, and returns what its writer needs: which generation it writes under and any hold.
  func beginPatch(
    _ id: String, at offset: Int, count: Int
  ) throws(HTTPError) -> UploadWriter.Ticket {
    try state.withLock { state throws(HTTPError) in
      guard let upload = state.uploads[id] else { throw Self.unknown(id) }
      guard offset == upload.offset else {
        throw HTTPError(
          status: 409,
          message: "Upload-Offset \(offset) does not match the upload's offset \(upload.offset)")
      }
      guard offset + count <= upload.length else {
        throw HTTPError(
          status: 413,
          message: "The chunk would end at byte \(offset + count), past the upload's length "
            + "\(upload.length)")
      }
      state.uploads[id]!.generation += 1
      let range = offset..<(offset + count)
      let hold = state.holds.firstIndex { range.contains($0.offset) }
        .map { state.holds.remove(at: $0) }
      return UploadWriter.Ticket(
        uploadID: id, generation: upload.generation + 1, startOffset: offset, hold: hold)
    }
  }

  /// Appends `bytes` to the upload if `ticket` is still its current writer; false otherwise.
  func append(_ bytes: ArraySlice<UInt8>, for ticket: UploadWriter.Ticket) -> Bool {
    state.withLock { state in
      guard state.uploads[ticket.uploadID]?.generation == ticket.generation else { return false }
      // Mutated in place through the dictionary, so the stored bytes are never copied.
      state.uploads[ticket.uploadID]?.bytes.append(contentsOf: bytes)
      return true
    }
  }

  private static func unknown(_ id: String) -> HTTPError {
    .notFound("No upload with id \(id)")
  }
}
