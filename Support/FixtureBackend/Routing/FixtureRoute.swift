/// One method and path pattern, and the handler that answers requests matching both.
///
/// Patterns are written like `/albums/:id/photos`: a segment starting with `:` matches any one
/// segment and is handed to the handler, in order. New features (uploads, thumbnails) add routes;
/// the router and the connection stay as they are.
struct FixtureRoute: Sendable {
  /// Answers a matched request, given the values of the pattern's `:` segments in order.
  ///
  /// Throwing an `HTTPError` answers with its status; any other error is a 500.
  typealias Handler = @Sendable (FixtureRequest, [String]) throws -> FixtureResponse

  let method: String
  let pattern: [Segment]
  let handle: Handler

  enum Segment: Sendable, Equatable {
    case literal(String)
    case parameter
  }

  init(_ method: String, _ pattern: String, handle: @escaping Handler) {
    self.method = method
    self.pattern = Self.segments(of: pattern).map {
      $0.hasPrefix(":") ? .parameter : .literal($0)
    }
    self.handle = handle
  }

  /// A route for GET requests.
  static func get(_ pattern: String, handle: @escaping Handler) -> FixtureRoute {
    FixtureRoute("GET", pattern, handle: handle)
  }

  /// The parameter values if `path` matches the pattern (whatever the method), or nil.
  func parameters(matching path: String) -> [String]? {
    let segments = Self.segments(of: path)
    guard segments.count == pattern.count else { return nil }
    var parameters: [String] = []
    for (segment, expected) in zip(segments, pattern) {
      switch expected {
      case .parameter: parameters.append(segment)
      case .literal(let literal) where literal == segment: continue
      case .literal: return nil
      }
    }
    return parameters
  }

  /// `/albums/3/` and `/albums/3` are the same resource, as on jsonplaceholder.
  private static func segments(of path: String) -> [String] {
    path.split(separator: "/").map(String.init)
  }
}
