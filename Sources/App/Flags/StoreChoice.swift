/// Where a sample keeps its data, as `--store` chose: in memory (gone at exit), in a JSON file
/// or in a SQLite database (both there at the next start).
public enum StoreChoice: Hashable, Sendable {
  /// An `InMemoryStore`.
  case memory
  /// A `FileStore` saved at this path.
  case file(String)
  /// A `SQLiteStore` saved at this path (built with the package's `SQLite` trait, the default).
  case sqlite(String)

  /// What `--store` takes, for usage text and errors.
  public static let expected = "memory, file PATH or sqlite PATH"
}

extension OptionArguments {
  /// The value of `--store`: `memory`, or `file` or `sqlite` followed by a path.
  mutating func storeChoice(_ flag: String, _ inline: String?) throws(OptionsError) -> StoreChoice {
    let kind = try value(of: flag, inline)
    switch kind {
    case "memory": return .memory
    case "file", "sqlite":
      let path = try value(of: "\(flag) \(kind)", nil)
      guard !path.isEmpty else { throw .missingValue("\(flag) \(kind)") }
      return kind == "file" ? .file(path) : .sqlite(path)
    default: throw .badValue(flag: flag, given: kind, expected: StoreChoice.expected)
    }
  }
}
