/// A change that can be shown before the server has confirmed it: applied to the value the
/// server last confirmed, it gives the value the change will most likely produce.
public protocol OptimisticChange: Hashable, Sendable {
  /// What the change applies to.
  associatedtype Value: Hashable & Sendable

  /// `value` with this change applied; nil when the change removes the value (or there is
  /// nothing to apply it to).
  func applied(to value: Value?) -> Value?

  /// The value this change creates, when it is an add (shown under a local id until the server
  /// gives it one); nil for any other change. An add is never dropped: a record must exist on
  /// the server before a later change of it can go there.
  var created: Value? { get }

  /// Whether this change removes the value: changes queued behind it are pointless, so they
  /// are never sent.
  var removes: Bool { get }
}

/// One record of a screen that writes to a server: what the server last confirmed, and the
/// writes sent (or waiting to be sent) that it has not answered yet, in the order they were made.
///
/// The value to show is derived, never stored: the confirmed value with every pending write
/// applied on top. So a write that fails is simply taken out, and what is shown falls back to
/// the **last confirmed** value with the other pending writes still on top, never to whatever was
/// on screen before the first of several overlapping writes. A refresh replaces the confirmed
/// value only when it is newer news than the last answer to a write of this record.
///
/// ```swift
/// var todo = Optimistic<TodoChange>(confirmed: buyMilk)
/// todo.begin(.patch(TodoPatch(completed: true)), number: 1)   // shown: done, saving
/// todo.begin(.patch(TodoPatch(completed: false)), number: 2)  // shown: not done, saving
/// todo.confirm(1, as: doneMilk, answer: 1)                    // the server took the first
/// todo.reject(2)                                              // and refused the second
/// todo.shown                                                  // doneMilk: the last confirmed
/// ```
public struct Optimistic<Change: OptimisticChange>: Hashable, Sendable {
  /// The value type.
  public typealias Value = Change.Value

  /// A write of this record not yet answered: its number among the caller's writes, and what
  /// it changes.
  public struct Write: Hashable, Sendable {
    /// Unique among the caller's writes; names the write when its answer arrives.
    public let number: Int
    /// What the write changes.
    public let change: Change
  }

  /// The value the server last confirmed; nil when it holds none (an add not yet answered, or
  /// a record the server deleted).
  public private(set) var confirmed: Value?
  /// The writes not yet answered, oldest first.
  public private(set) var pending: [Write] = []
  /// When the last confirmation arrived, on the caller's count of answers (see ``refresh(_:sentAt:)``).
  public private(set) var confirmedAt: Int

  /// A record the server confirmed as `confirmed` (nil: not on the server yet), at answer
  /// number `answer`.
  public init(confirmed: Value?, answer: Int = 0) {
    self.confirmed = confirmed
    confirmedAt = answer
  }

  /// What to show: the confirmed value with every pending write applied, in order.
  public var shown: Value? {
    pending.reduce(confirmed) { value, write in write.change.applied(to: value) }
  }

  /// What was shown just before write `number` was made: the confirmed value with the pending
  /// writes before it applied; the whole ``shown`` value when there is no such write.
  public func shown(before number: Int) -> Value? {
    pending.prefix { $0.number != number }.reduce(confirmed) { value, write in
      write.change.applied(to: value)
    }
  }

  /// Whether a write of this record is waiting for the server.
  public var isSaving: Bool { !pending.isEmpty }

  /// Records `change` as sent (or queued), numbered `number`; it shows at once.
  public mutating func begin(_ change: Change, number: Int) {
    pending.append(Write(number: number, change: change))
  }

  /// The server answered write `number` with `value` (nil: the record is gone), as answer
  /// number `answer`: that is now the confirmed value, and the later writes stay on top.
  public mutating func confirm(_ number: Int, as value: Value?, answer: Int) {
    pending.removeAll { $0.number == number }
    confirmed = value
    confirmedAt = max(confirmedAt, answer)
  }

  /// The server refused write `number`, or could not be reached: it is taken out, so the shown
  /// value falls back to the confirmed one with the other writes on top. Returns the change
  /// taken out, or nil when no such write was pending.
  @discardableResult
  public mutating func reject(_ number: Int) -> Change? {
    guard let index = pending.firstIndex(where: { $0.number == number }) else { return nil }
    return pending.remove(at: index).change
  }

  /// Takes out the pending writes `isDropped` picks (writes a later one made pointless, such as
  /// edits queued before a delete), and returns them.
  public mutating func drop(where isDropped: (Write) -> Bool) -> [Write] {
    let dropped = pending.filter(isDropped)
    pending.removeAll(where: isDropped)
    return dropped
  }

  /// A fresh read of the server says the record is `value` (nil: it is not there). The read was
  /// sent when the caller had counted `sentAt` answers; a write answered after that is newer
  /// news, so then the read is ignored. Pending writes stay on top either way. Returns whether
  /// the read was taken.
  @discardableResult
  public mutating func refresh(_ value: Value?, sentAt: Int) -> Bool {
    guard confirmedAt <= sentAt else { return false }
    confirmed = value
    return true
  }
}

extension Optimistic.Write: Codable where Change: Codable {}
extension Optimistic: Codable where Change: Codable, Change.Value: Codable {}
