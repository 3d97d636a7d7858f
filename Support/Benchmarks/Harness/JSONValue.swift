/// A value in a benchmark's JSON line: just what the reports need, written in a fixed key order.
enum JSONValue {
  case int(Int)
  case number(Double)
  case string(String)
  case bool(Bool)

  /// The value as JSON text.
  var json: String {
    switch self {
    case .int(let value):
      return String(value)
    case .number(let value):
      return value.isFinite ? String(value) : "null"
    case .bool(let value):
      return value ? "true" : "false"
    case .string(let value):
      var escaped = "\""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case _ where scalar.value < 0x20:
          let hex = String(scalar.value, radix: 16)
          escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      return escaped + "\""
    }
  }

  /// A number rounded to `places` decimals, so JSON lines stay readable.
  static func rounded(_ value: Double, places: Int = 4) -> JSONValue {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return .number((value * scale).rounded() / scale)
  }
}
