extension Request {
  /// Whether sending this request twice does no more than sending it once, so a failed attempt
  /// may be sent again.
  ///
  /// GET, HEAD, PUT and DELETE are idempotent by definition (RFC 9110 §9.2.2). A POST or PATCH
  /// is only when it carries an `Idempotency-Key` header, by which the server promises to apply a
  /// repeat once: without one, a retried "post this video" could post it twice.
  public var isIdempotent: Bool {
    switch method {
    case .get, .head, .put, .delete: true
    case .post, .patch:
      headers.keys.contains { $0.caseInsensitiveCompare("Idempotency-Key") == .orderedSame }
    }
  }
}
