import DataEngine
import Models
import ViewModels

/// `todos.toggle`: one todo of 10,000, a row the filter shows, is toggled; the time from the
/// intent until the rows it changed are read back (the change set, and the todo at each changed path), as a front end
/// reads them to redraw. The write's answer comes later and is not timed.
///
/// Measured with every todo shown (the row is updated in place) and under the "active" filter
/// (the row leaves the list, or comes back to it).
struct TodoToggle: BenchmarkCase {
  var count = 10_000
  let name = "todos.toggle"
  let goal = "median <= 1 ms from toggle(id) to the changed rows read"

  func run(sampler: Sampler) async -> [BenchmarkResult] {
    var results: [BenchmarkResult] = []
    for filter in [TodoFilter.all, .active] {
      results.append(await measure(filter, sampler: sampler))
    }
    return results
  }

  private func measure(_ filter: TodoFilter, sampler: Sampler) async -> BenchmarkResult {
    let todos = (1...count).map { id in
      Todo(id: id, userID: 1, title: "Todo number \(id)", completed: id % 3 == 0)
    }
    let list = TodoListViewModel(service: AnsweringTodos(todos))
    await list.load()
    list.filter(filter)
    var random = SeededGenerator(seed: 17)
    var writes: [Task<Void, Never>] = []
    let timing = sampler.measure {
      // A row a person can see and tap: one the filter shows, picked at random.
      guard case .loaded(let shown) = list.state, shown.rows.count > 0 else { return 0 }
      let row = Int.random(in: 0..<shown.rows.count, using: &random)
      guard let id = shown.rows[RowPath(section: 0, row: row)]?.id,
        let write = try? list.toggle(id)
      else { return 0 }
      writes.append(write)
      guard case .loaded(let content) = list.state, let changes = content.changes else { return 0 }
      let changed = (changes.updatedRows + changes.insertedRows).compactMap { content.rows[$0] }
      return changed.count + changes.deletedRows.count
    }
    for write in writes { await write.value }  // let the answers in, untimed
    let verdict: BenchmarkResult.Verdict =
      timing.median <= 1
      ? .passed : .failed("median \(TableReport.fixed(timing.median)) ms > 1 ms (\(filter))")
    let layout = filter == .all ? "every todo shown, updated in place" : "active only: rows leave"
    return BenchmarkResult(
      name: name, n: count, timing: timing, fields: [("filter", .string(filter.rawValue))],
      details: layout, verdict: verdict)
  }
}

/// A todo server that answers at once, so the benchmark times the view model alone.
private struct AnsweringTodos: TodoService {
  let todos: [Todo]

  init(_ todos: [Todo]) { self.todos = todos }

  func todos(userID: Int?) async throws -> [Todo] { todos }

  func add(_ draft: TodoDraft) async throws -> Todo {
    Todo(id: todos.count + 1, userID: draft.userID, title: draft.title, completed: false)
  }

  func update(id: Todo.ID, _ patch: TodoPatch) async throws -> Todo {
    patch.applied(to: todos[id - 1])
  }

  func delete(id: Todo.ID) async throws {}
}
