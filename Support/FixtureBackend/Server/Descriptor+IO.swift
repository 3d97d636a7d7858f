#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading, writing and closing. Every call retries on `EINTR`: a signal is not a closed peer.
extension Descriptor {
  /// Accepts one pending connection as a blocking socket, or returns nil if none is waiting.
  func acceptConnection() -> Descriptor? {
    while true {
      let raw = accept(self.raw, nil, nil)
      if raw >= 0 {
        let connection = Descriptor(raw: raw)
        // Darwin hands the listener's O_NONBLOCK down to accepted sockets; Linux does not.
        _ = fcntl(raw, F_SETFL, fcntl(raw, F_GETFL) & ~O_NONBLOCK)
        try? connection.closeOnExec()
        #if canImport(Darwin)
          // Linux gets the same protection per call, from MSG_NOSIGNAL in `send(_:)`.
          try? connection.enable(SO_NOSIGPIPE)
        #endif
        return connection
      }
      if errno != EINTR { return nil }
    }
  }

  /// Appends whatever bytes have arrived to `buffer`, at most `limit`, waiting for at least one.
  ///
  /// - Returns: false at end of stream or on an error: either way the peer is gone.
  func receive(appendingTo buffer: inout [UInt8], atMost limit: Int = 16 * 1024) -> Bool {
    var chunk = [UInt8](repeating: 0, count: max(1, limit))
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(raw, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        buffer.append(contentsOf: chunk[..<count])
        return true
      }
      if count < 0 && errno == EINTR { continue }
      return false
    }
  }

  /// Writes all of `bytes`.
  ///
  /// - Returns: false if the peer has gone. A closed peer never raises SIGPIPE, which would kill
  ///   the whole test process.
  func send(_ bytes: [UInt8]) -> Bool {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        systemSend(raw, $0.baseAddress! + offset, $0.count - offset, flags)
      }
      if count > 0 {
        offset += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }

  /// Wakes any thread blocked reading or writing this socket; the descriptor itself stays open.
  ///
  /// With `writingOnly`, only sends the peer an end of stream, and reading goes on.
  func shutdown(writingOnly: Bool = false) {
    _ = systemShutdown(raw, Int32(writingOnly ? SHUT_WR : SHUT_RDWR))
  }

  /// Releases the descriptor. Only the thread that owns it may call this (see `ServerCore`).
  func close() { _ = systemClose(raw) }
}

// The methods above share their names with the C functions, so the C functions need other names.

private func systemSend(
  _ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32
) -> Int {
  #if canImport(Glibc)
    Glibc.send(socket, bytes, count, flags)
  #else
    Darwin.send(socket, bytes, count, flags)
  #endif
}

private func systemShutdown(_ socket: Int32, _ how: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.shutdown(socket, how)
  #else
    Darwin.shutdown(socket, how)
  #endif
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.close(descriptor)
  #else
    Darwin.close(descriptor)
  #endif
}
