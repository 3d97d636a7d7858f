/// The writes most records need, as an ``OptimisticChange``: add one, replace it with a new
/// value, or remove it. A record with partial updates (a todo's `PATCH` of some fields) declares
/// a change of its own, as `TodoChange` does; any other takes this one.
///
/// ```swift
/// typealias CommentChange = RecordChange<Comment>
/// CommentChange.create(draft).applied(to: nil)   // the draft, shown at once
/// ```
public enum RecordChange<Value: Hashable & Sendable & Codable>: OptimisticChange, Codable {
  /// Creates the record (an add, shown with a local id until the server gives it one).
  case create(Value)
  /// Replaces the record with this value.
  case replace(Value)
  /// Removes the record.
  case delete

  /// The record after this change: created, replaced, or gone.
  public func applied(to value: Value?) -> Value? {
    switch self {
    case .create(let new): new
    case .replace(let new): value == nil ? nil : new
    case .delete: nil
    }
  }

  /// The record an add creates.
  public var created: Value? {
    if case .create(let value) = self { value } else { nil }
  }

  /// Whether this is a removal.
  public var removes: Bool { self == .delete }
}
