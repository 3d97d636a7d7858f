/// Answers each request: the caller's `intercept` first, then the first route that matches.
///
/// A path that no route knows is a 404; a known path with the wrong method is a 405 whose `Allow`
/// header lists the methods that would work.
struct FixtureRouter: Sendable {
  let routes: [FixtureRoute]
  /// Routes whose body streams into a sink as it arrives (uploads); see `streamedBody(for:)`.
  let bodyRoutes: [BodyRoute]
  let intercept: (@Sendable (FixtureRequest) -> FixtureResponse?)?
  /// The staged faults, consulted by the connection before anything else; see `Faults/`.
  let faults: FaultInjector?

  init(
    routes: [FixtureRoute], bodyRoutes: [BodyRoute] = [],
    intercept: (@Sendable (FixtureRequest) -> FixtureResponse?)?, faults: FaultInjector? = nil
  ) {
    self.routes = routes
    self.bodyRoutes = bodyRoutes
    self.intercept = intercept
    self.faults = faults
  }

  /// The response to send for `request`; never fails, since every failure is a response too.
  func respond(to request: FixtureRequest) -> FixtureResponse {
    if let intercepted = intercept?(request) { return intercepted }
    var allowedMethods: [String] = []
    for route in routes + bodyRoutes.map(\.route) {
      guard let parameters = route.parameters(matching: request.path) else { continue }
      guard route.method == request.method else {
        allowedMethods.append(route.method)
        continue
      }
      do {
        return try route.handle(request, parameters)
      } catch let error as HTTPError {
        return error.response
      } catch {
        return .error(500, "The fixture failed to answer: \(error)")
      }
    }
    guard allowedMethods.isEmpty else {
      let allow = Set(allowedMethods).sorted().joined(separator: ", ")
      return FixtureResponse.error(405, "\(request.method) is not allowed on \(request.path)")
        .adding(header: "Allow", allow)
    }
    return .error(404, "No route for \(request.path)")
  }
}
