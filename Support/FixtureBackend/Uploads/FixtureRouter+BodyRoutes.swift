extension FixtureRouter {
  /// What to do with `request`'s body if a body route matches it, or nil to read the body whole.
  ///
  /// Called once the head has arrived, so `request.body` is still empty. `intercept` is consulted
  /// first, as for every request (it sees the empty body); an answer from it refuses the request
  /// like a route's own refusal.
  func streamedBody(for request: FixtureRequest) -> StreamedBody? {
    for bodyRoute in bodyRoutes where bodyRoute.route.method == request.method {
      guard let parameters = bodyRoute.route.parameters(matching: request.path) else { continue }
      if let intercepted = intercept?(request) { return .refused(intercepted) }
      return bodyRoute.open(request, parameters)
    }
    return nil
  }
}
