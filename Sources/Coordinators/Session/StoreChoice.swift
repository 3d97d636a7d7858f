import Foundation
import LocalServices
import Models

/// Where a sample keeps its data, as `--store` chose: in memory (gone at exit) or in a JSON
/// file (there at the next start).
public enum StoreChoice: Hashable, Sendable {
  /// An ``InMemoryStore``.
  case memory
  /// A ``FileStore`` saved at this path.
  case file(String)

  /// What `--store` takes, for usage text and errors.
  static let expected = "memory or file PATH"

  /// Opens the chosen store of `type`; a memory store starts with `samples`. A file store's
  /// failure names the file and what became of it.
  public func open<Entity: StoreEntity>(
    _ type: Entity.Type, samples: [Entity] = []
  ) async throws -> any Store<Entity> {
    switch self {
    case .memory: InMemoryStore(samples)
    case .file(let path): try await FileStore<Entity>.open(at: URL(fileURLWithPath: path))
    }
  }
}

extension StoreChoice {
  /// The exit status once a session on `store` has ended with `status`: a last save of
  /// anything not saved yet, and when that fails, a warning naming what was not saved and a
  /// status of 1, so neither the person nor a script takes lost changes for kept ones.
  public static func closing<Entity: StoreEntity>(
    _ store: any Store<Entity>, status: Int32
  ) async -> Int32 {
    do {
      try await store.save()
      return status
    } catch {
      StandardError.writeLine("Quitting with changes not saved. \(untrusted: "\(error)")")
      return status == 0 ? 1 : status
    }
  }
}

extension OptionArguments {
  /// The value of `--store`: `memory`, or `file` followed by a path.
  mutating func storeChoice(_ flag: String, _ inline: String?) throws(OptionsError) -> StoreChoice {
    let kind = try value(of: flag, inline)
    switch kind {
    case "memory": return .memory
    case "file":
      let path = try value(of: "\(flag) file", nil)
      guard !path.isEmpty else { throw .missingValue("\(flag) file") }
      return .file(path)
    default: throw .badValue(flag: flag, given: kind, expected: StoreChoice.expected)
    }
  }
}
