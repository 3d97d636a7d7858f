import Observation
import ViewModels

/// Every change the app's screens are still saving, on the screens open now and on those closed
/// while a change of theirs was on its way: what a front end asks when the app is asked to end,
/// so that no way out drops a change still saving.
///
/// A coordinator hands it every screen it makes (``watch(_:)``); a screen that saves its
/// changes (`SavesChanges`) has its store watched, once however many screens share it, and the
/// store is kept while the screen is open or a change of it is saving. So a new screen that
/// writes is counted with no line of its own, and a post closed with its comment still saving
/// still holds the quit until the server answers.
///
/// ```swift
/// coordinator.saves.changesSaving   // 1: a comment is on its way
/// coordinator.saves.stores          // for the words: what is waiting, what was refused
/// ```
@MainActor
@Observable
public final class PendingSaves {
  /// A store watched, and the screen it was watched for, held weakly.
  private struct Watched {
    weak var screen: AnyObject?
    let records: any SavingRecords
  }

  private var watched: [ObjectIdentifier: Watched] = [:]

  /// A ledger watching nothing yet.
  public init() {}

  /// Watches the store of `screen`'s changes, if it saves any; lets go of the stores of screens
  /// gone whose changes have all been answered.
  public func watch(_ screen: AnyObject) {
    watched = watched.filter { $0.value.screen != nil || $0.value.records.changesSaving > 0 }
    guard let saving = screen as? any SavesChanges else { return }
    let records = Self.records(of: saving)
    watched[ObjectIdentifier(records)] = Watched(screen: screen, records: records)
  }

  private static func records(of screen: some SavesChanges) -> any SavingRecords {
    screen.store
  }

  /// The stores watched, in no particular order.
  public var stores: [any SavingRecords] { watched.values.map(\.records) }

  /// How many changes, over every store watched, wait for the server's answer.
  public var changesSaving: Int { stores.reduce(0) { $0 + $1.changesSaving } }
}
