import Models
import Observation
import ViewModels

/// One todo's title, edited against a server: a rename shows at once, marked as saving, and
/// goes to the server; if the server refuses, the title goes back and ``unsaved`` says which
/// change was not saved, and why.
///
/// This first version is the one most apps ship: it remembers the title from before each
/// rename and puts that back on failure, and sends every rename at once. Exercise 8's README
/// says what that gets wrong; the tests show it.
@MainActor
@Observable
public final class TitleEditor {
  /// The title shown now.
  public private(set) var title: String
  /// Whether a rename waits for the server.
  public private(set) var isSaving = false
  /// The renames that were not saved, oldest first.
  public private(set) var unsaved: [TodoWriteFailure] = []

  @ObservationIgnored private let todo: Todo
  @ObservationIgnored private let service: any TodoService

  /// An editor of `todo`'s title, as the server last confirmed it, over `service`.
  public init(todo: Todo, service: any TodoService) {
    self.todo = todo
    self.service = service
    title = todo.title
  }

  /// Shows `newTitle` at once and sends it; returns the task that settles when the server has
  /// answered (a screen ignores it, a test awaits it).
  @discardableResult
  public func rename(to newTitle: String) -> Task<Void, Never> {
    let before = title
    title = newTitle
    isSaving = true
    let (service, id) = (service, todo.id)
    return Task {
      do {
        _ = try await service.update(id: id, TodoPatch(title: newTitle))
      } catch {
        title = before
        // TODO: say which change was not saved, and why (`unsaved`).
      }
      isSaving = false
    }
  }
}
