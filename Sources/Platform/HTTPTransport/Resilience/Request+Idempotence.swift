extension Request {
  /// Whether sending this request twice does no more than once, so a failed attempt may be sent
  /// again: GET, HEAD, PUT and DELETE by definition (RFC 9110 §9.2.2), a POST or PATCH only with
  /// an `Idempotency-Key` header (else a retried "post this video" could post it twice).
  public var isIdempotent: Bool {
    switch method {
    case .get, .head, .put, .delete: true
    case .post, .patch:
      headers.keys.contains { $0.caseInsensitiveCompare("Idempotency-Key") == .orderedSame }
    }
  }
}
