/// The sink for one PATCH: appends its body to the upload as it arrives.
///
/// Bytes are stored as soon as they are read, so when a connection dies mid-chunk the upload
/// keeps every byte that arrived: that is what lets the client resume from the server's offset
/// instead of from the start of the chunk.
///
/// A writer stops, dropping its connection, when a newer HEAD or PATCH for the same upload
/// arrives. A client only sends one after giving up on this request (it was cancelled, or its
/// connection failed on the client's side while this thread still drains what the kernel
/// buffered), so from then on the offset the newer request saw stays true.
final class UploadWriter: BodySink {
  /// What `UploadStore.beginPatch` hands the writer.
  struct Ticket: Sendable {
    let uploadID: String
    let generation: Int
    let startOffset: Int
    let hold: UploadHold?
  }

  private let store: UploadStore
  private let ticket: Ticket
  private var offset: Int
  /// The hold still to come, if any.
  private var hold: UploadHold?

  init(store: UploadStore, ticket: Ticket) {
    self.store = store
    self.ticket = ticket
    offset = ticket.startOffset
    hold = ticket.hold
  }

  func receive(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let hold, offset + bytes.count >= hold.offset else { return write(bytes) }
    // The hold starts inside these bytes: store those before it, wait, then go on.
    let split = hold.offset - offset
    guard write(bytes.prefix(split)) else { return false }
    self.hold = nil
    hold.gate.wait()
    // Writing even nothing asks the store whether a newer request took over meanwhile.
    return write(bytes.dropFirst(split))
  }

  func finish() -> FixtureResponse {
    let offset = store.progress(of: ticket.uploadID)?.offset ?? offset
    return Tus.response(204).adding(header: "Upload-Offset", String(offset))
  }

  func abandon() {}

  private func write(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard store.append(bytes, for: ticket) else { return false }
    offset += bytes.count
    return true
  }
}
