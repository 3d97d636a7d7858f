extension FixtureRouter {
  /// The sink for `request`'s body if a body route matches it, or nil to read the body whole.
  ///
  /// Called once the head has arrived, so `request.body` is still empty. `intercept` is consulted
  /// first, as for every request (it sees the empty body); an answer from it, or a refusal from
  /// the route, discards the body before answering.
  func sink(for request: FixtureRequest) -> (any BodySink)? {
    for bodyRoute in bodyRoutes where bodyRoute.route.method == request.method {
      guard let parameters = bodyRoute.route.parameters(matching: request.path) else { continue }
      if let intercepted = intercept?(request) { return DiscardingSink(answering: intercepted) }
      do throws(HTTPError) {
        return try bodyRoute.open(request, parameters)
      } catch {
        return DiscardingSink(answering: error.response)
      }
    }
    return nil
  }
}
