import Models
import Observation
import ViewModels

/// One todo's title, edited against a server: a rename shows at once, marked as saving, and
/// goes to the server; if the server refuses, the title goes back to **the last title the
/// server confirmed**, with the renames still pending on top, and ``unsaved`` says which
/// change was not saved, and why. Renames go out one at a time, in the order they were made.
@MainActor
@Observable
public final class TitleEditor {
  /// The title shown now: the confirmed one with the pending renames applied.
  public var title: String { record.shown?.title ?? "" }
  /// Whether a rename waits for the server.
  public var isSaving: Bool { record.isSaving }
  /// The renames that were not saved, oldest first.
  public private(set) var unsaved: [TodoWriteFailure] = []

  /// What the server confirmed, and the renames it has not answered: the one source of truth.
  private var record: Optimistic<TodoChange>
  @ObservationIgnored private let id: Todo.ID
  @ObservationIgnored private let service: any TodoService
  /// Numbers the renames, so each answer finds its own.
  @ObservationIgnored private var count = 0
  /// The last rename sent or queued: the next one waits for it.
  @ObservationIgnored private var last: Task<Void, Never>?

  /// An editor of `todo`'s title, as the server last confirmed it, over `service`.
  public init(todo: Todo, service: any TodoService) {
    id = todo.id
    self.service = service
    record = Optimistic(confirmed: todo)
  }

  /// Shows `newTitle` at once and sends it once the renames before it have been answered;
  /// returns the task that settles when the server has answered this one.
  @discardableResult
  public func rename(to newTitle: String) -> Task<Void, Never> {
    count += 1
    let number = count
    let patch = TodoPatch(title: newTitle)
    let target = record.shown
    record.begin(.patch(patch), number: number)
    let (service, id, before) = (service, id, last)
    let task = Task { [weak self] in
      await before?.value
      do {
        let saved = try await service.update(id: id, patch)
        self?.record.confirm(number, as: saved, answer: number)
      } catch {
        self?.record.reject(number)
        self?.unsaved.append(
          TodoWriteFailure(id: id, change: .patch(patch), target: target, error: error))
      }
    }
    last = task
    return task
  }
}
