import Foundation

extension HTTPClient {
  /// Decodes `body` as JSON into `Response`, or names the value that did not fit.
  func decode<Response: Decodable>(
    _ type: Response.Type, from body: Data
  ) throws(Failure) -> Response {
    // An empty body is a common server mistake (a 200 or 204 where JSON was promised); saying so
    // beats JSONDecoder's "not valid JSON".
    guard !body.isEmpty else { throw .undecodable(path: "", reason: "the body is empty") }
    if body.count >= DecodedInRuns.minimumBodySize,
      let decodable = type as? any DecodableInRuns.Type,
      let value = decodable.decodedInRuns(from: body, runLength: DecodedInRuns.runLength)
        as? Response
    {
      return value
    }
    do {
      return try JSONDecoder().decode(type, from: body)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw Self.numberOutOfRange(in: body) ?? Failure(decoding: .dataCorrupted(context))
    } catch let error as DecodingError {
      throw Failure(decoding: error)
    } catch {
      throw .undecodable(path: "", reason: error.localizedDescription)
    }
  }
}

extension HTTPClient {
  /// The first number in `body` that no `Int` holds, as an `.undecodable` failure at its path;
  /// nil when `body` is not valid JSON or has no such number.
  ///
  /// Why: on Linux, JSONDecoder reports a number that does not fit its field (an id of `1e23`)
  /// as "not valid JSON", with no path, although the JSON is valid. Only then is the body
  /// parsed again, with JSONSerialization, to find and name the number.
  static func numberOutOfRange(in body: Data) -> Failure? {
    guard let json = try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
    else { return nil }
    return firstUnfitNumber(in: json, at: "").map { path, number in
      .undecodable(path: path, reason: "the number \(number) does not fit a whole number")
    }
  }

  /// Depth-first, arrays in order and objects by sorted key: the path and text of the first
  /// number that is not a whole number from `Int.min` to `Int.max`.
  private static func firstUnfitNumber(in value: Any, at path: String) -> (String, String)? {
    switch value {
    case let array as [Any]:
      for (index, element) in array.enumerated() {
        if let found = firstUnfitNumber(in: element, at: path + "[\(index)]") { return found }
      }
    case let object as [String: Any]:
      for key in object.keys.sorted() {
        let next = path.isEmpty ? key : path + "." + key
        if let found = firstUnfitNumber(in: object[key]!, at: next) { return found }
      }
    case let number as NSNumber where !(value is Bool) && (value as? Int) == nil:
      // Bridging to Int succeeds exactly when the number is a whole one that Int holds.
      return (path, "\(number)")
    default: break
    }
    return nil
  }
}

extension HTTPClient.Failure {
  /// An `.undecodable` failure locating the value `error` is about, as in `[0].albumId`.
  init(decoding error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self = .undecodable(
        path: Self.path(context.codingPath), reason: "expected \(Self.kind(type))")
    case .valueNotFound(let type, let context):
      self = .undecodable(
        path: Self.path(context.codingPath), reason: "expected \(Self.kind(type)), found null")
    case .keyNotFound(let key, let context):
      self = .undecodable(path: Self.path(context.codingPath + [key]), reason: "missing")
    case .dataCorrupted(let context):
      self = .undecodable(
        path: Self.path(context.codingPath), reason: Self.clause(context.debugDescription))
    @unknown default:
      self = .undecodable(path: "", reason: Self.clause(error.localizedDescription))
    }
  }

  /// `[0].thumbnailUrl`: array indices in brackets, keys joined by dots, wire names as sent.
  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.reduce(into: "") { path, key in
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
  }

  /// What kind of JSON value a Swift type is decoded from, in a reader's words.
  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    case is any Numeric.Type: return "a number"
    default:
      let name = String(describing: type)
      if name.hasPrefix("Array") { return "a list" }
      if name.hasPrefix("Dictionary") { return "an object" }
      return name
    }
  }

  /// "The given data was not valid JSON." as a clause: "the given data was not valid JSON".
  private static func clause(_ sentence: String) -> String {
    var text = sentence.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasSuffix(".") { text.removeLast() }
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
