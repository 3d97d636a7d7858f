import Essentials
import Foundation
import HTTPTransport
import Models

extension StubServer {
  /// A stub that answers its requests with `replies` in order, repeating the last one.
  convenience init(replies: [Reply]) {
    let next = Locked(0)
    self.init { _ in
      let index = next.withLock { index in
        defer { index += 1 }
        return index
      }
      return replies[min(index, replies.count - 1)]
    }
  }
}

extension StubServer.Reply {
  /// A JSON answer with `status` and `body` (empty unless given), plus any `headers`.
  static func json(
    _ status: Int, _ body: String = "", headers: [String: String] = [:]
  ) -> StubServer.Reply {
    .respond(
      status: status, headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
      body: Data(body.utf8))
  }
}
