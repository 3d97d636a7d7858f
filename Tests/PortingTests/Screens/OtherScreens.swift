import Coordinators
import Models
import SwiftUIHost
import ViewModels
import Words

/// Todos: rows by id, a tap toggles one (a refusal shows as an alert), pull to refresh.
struct TodosPage: View {
  let list: TodoListViewModel
  @State private var refusal: String?

  var body: some View {
    List {
      if case .loaded(let content) = list.state {
        ForEach(content.rows) { row in
          Button(row.todo.title) {
            do throws(TodoListError) {
              _ = try list.toggle(row.id)
            } catch {
              refusal = TodoListWords.refusal(error)
            }
          }
        }
      }
    }
    .alert("Could not change it", isPresented: $refusal.isPresent(), presenting: refusal) { _ in
    } message: {
      Text($0)
    }
    .task { await list.appear() }
    .onDisappear { list.disappear() }
    .refreshable { await list.load() }
  }
}

/// The word list: rows by id.
struct WordListPage: View {
  let list: WordListViewModel

  var body: some View {
    List {
      if case .loaded(let content) = list.state.words {
        ForEach(content.rows) { word in
          Text(word.text)
        }
      }
    }
    .task { await list.appear() }
    .onDisappear { list.disappear() }
  }
}

/// A video post, from a file or a library asset: the caption, and the asset fetched on appear.
struct VideoPostPage: View {
  let screen: any VideoPostScreen

  var body: some View {
    Text(screen.caption)
      .task { await screen.appear() }
      .onDisappear { screen.disappear() }
  }
}
