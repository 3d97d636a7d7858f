import Models
import ViewModels
import Views

// The todo list's keys, declared with its view model's types: space toggles the todo under the
// cursor (its primary action is not "open"), Enter edits its title, `d` deletes it, `a` adds,
// `t` toggles all, `c` clears completed, `1` `2` `3` filter, `r` refreshes.
extension TodosLines: KeyDeclaring {
  /// What the keys overlay says `q` leaves.
  public var name: String { "the todo list" }

  public func closeHelp() { showsHelp = false }

  public func quit() { coordinator.quit() }

  /// The todo list's keys.
  public var keysInFront: ScreenKeys {
    ScreenKeys(
      primary: .asking(verb: "edit", summary: "Edit the title of the todo under the cursor.") {
        (id: Todo.ID) in
        guard let todo = self.shown(id) else { return nil }
        return .init(text: todo.title) { title in
          self.perform { list throws(TodoListError) in try list.rename(id, to: title) }
        }
      },
      rowBindings: [
        .init(" ", "Mark the todo under the cursor done, or not done.") { (id: Todo.ID) in
          self.perform { list throws(TodoListError) in try list.toggle(id) }
        },
        .init("d", "Delete the todo under the cursor.") { (id: Todo.ID) in
          self.perform { list throws(TodoListError) in try list.delete(id) }
        },
      ],
      bindings: [
        .asking("a", "Add a todo: type its title, then Enter.") {
          .init(text: self.unsavedAdd ?? "") { title in
            self.perform { list throws(TodoListError) in try list.add(title) }
          }
        },
        .init("t", "Mark every todo done, or none when all are done.") {
          self.perform { list throws(TodoListError) in try list.toggleAll() }
        },
        .init("c", "Delete every todo that is done.") {
          self.perform { list throws(TodoListError) in try list.clearCompleted() }
        },
        .init("1", "Show every todo.") { self.filtering(.all) },
        .init("2", "Show the todos left to do.") { self.filtering(.active) },
        .init("3", "Show the todos done.") { self.filtering(.completed) },
        .init("r", "Load the todos again; changes not yet saved stay.") {
          Task { await self.list.load() }
        },
      ],
      hints: "Space toggle · Enter edit · a add · d delete · 1 2 3 filter")
  }

  private func filtering(_ filter: TodoFilter) -> Task<Void, Never>? {
    show(filter)
    return nil
  }

  /// The todo with id `id` as the list shows it.
  private func shown(_ id: Todo.ID) -> Todo? {
    guard case .loaded(let content) = list.state else { return nil }
    return content.rows.path(of: id).flatMap { content.rows[$0] }?.todo
  }

  /// The title of the last add the server refused, if the screen still says so: `a` starts
  /// with it, so nothing typed is lost.
  private var unsavedAdd: String? {
    guard case .loaded(let content) = list.state else { return nil }
    return content.unsaved.reversed().lazy.compactMap { failure -> String? in
      if case .create(let todo) = failure.change { return todo.title }
      return nil
    }.first
  }
}
