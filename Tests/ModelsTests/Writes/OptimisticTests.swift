import Models
import Testing

/// The confirmed-plus-pending value: what a row shows while writes are in flight, and what it
/// falls back to when one fails.
@Suite("Optimistic", .timeLimit(.minutes(10)))
struct OptimisticTests {
  let milk = Todo(id: 1, userID: 1, title: "Buy milk", completed: false)
  var doneMilk: Todo { TodoPatch(completed: true).applied(to: milk) }
  let done = TodoChange.patch(TodoPatch(completed: true))
  let undone = TodoChange.patch(TodoPatch(completed: false))

  @Test func aPendingWriteShowsAtOnceAndMarksTheRecordSaving() {
    var todo = Optimistic<TodoChange>(confirmed: milk)
    #expect(!todo.isSaving)

    todo.begin(done, number: 1)

    #expect(todo.shown == doneMilk)
    #expect(todo.confirmed == milk)
    #expect(todo.isSaving)
  }

  @Test func theServersAnswerReplacesThePendingValue() {
    var todo = Optimistic<TodoChange>(confirmed: milk)
    todo.begin(.patch(TodoPatch(title: "Buy oat milk")), number: 1)
    let stored = Todo(id: 1, userID: 1, title: "Buy oat milk (2 l)", completed: false)

    todo.confirm(1, as: stored, answer: 1)

    #expect(todo.shown == stored)
    #expect(!todo.isSaving)
  }

  @Test func aFailureAfterAnEarlierSuccessFallsBackToTheLastConfirmedValue() {
    var todo = Optimistic<TodoChange>(confirmed: milk)
    todo.begin(done, number: 1)
    todo.begin(undone, number: 2)

    todo.confirm(1, as: doneMilk, answer: 1)
    #expect(todo.shown == milk)  // the second, still pending, shows on top
    let rejected = todo.reject(2)
    #expect(rejected == undone)

    #expect(todo.shown == doneMilk)  // not milk, the value before both
    #expect(!todo.isSaving)
  }

  @Test func aFailedWriteKeepsTheLaterPendingOnesOnTop() {
    var todo = Optimistic<TodoChange>(confirmed: milk)
    todo.begin(done, number: 1)
    todo.begin(.patch(TodoPatch(title: "Buy bread")), number: 2)

    todo.reject(1)

    #expect(todo.shown == Todo(id: 1, userID: 1, title: "Buy bread", completed: false))
    #expect(todo.isSaving)
  }

  @Test func aRefreshKeepsPendingWritesOnTopOfTheFreshValue() {
    var todo = Optimistic<TodoChange>(confirmed: milk)
    todo.begin(done, number: 1)
    let renamedElsewhere = Todo(id: 1, userID: 1, title: "Buy milk!", completed: false)

    let taken = todo.refresh(renamedElsewhere, sentAt: 0)
    #expect(taken)

    #expect(todo.confirmed == renamedElsewhere)
    #expect(todo.shown == Todo(id: 1, userID: 1, title: "Buy milk!", completed: true))
  }

  @Test func aRefreshSentBeforeTheLastAnswerIsOlderNewsAndIgnored() {
    var todo = Optimistic<TodoChange>(confirmed: milk)
    todo.begin(done, number: 1)
    todo.confirm(1, as: doneMilk, answer: 5)

    let older = todo.refresh(milk, sentAt: 4)  // read before the write was answered
    #expect(!older)
    #expect(todo.shown == doneMilk)
    let newer = todo.refresh(milk, sentAt: 5)  // read after: the server changed it since
    #expect(newer)
    #expect(todo.shown == milk)
  }

  @Test func aPendingDeleteHidesTheValueAndItsFailureBringsItBack() {
    var todo = Optimistic<TodoChange>(confirmed: milk)
    todo.begin(.delete, number: 1)
    #expect(todo.shown == nil)

    todo.reject(1)

    #expect(todo.shown == milk)
  }

  @Test func droppingQueuedWritesReturnsThemAndShowsTheRest() {
    var todo = Optimistic<TodoChange>(confirmed: milk)
    todo.begin(done, number: 1)
    todo.begin(.patch(TodoPatch(title: "x")), number: 2)
    todo.begin(.delete, number: 3)

    let dropped = todo.drop { $0.number == 2 }

    #expect(dropped.map(\.number) == [2])
    #expect(todo.shown(before: 3) == doneMilk)
    #expect(todo.pending.map(\.number) == [1, 3])
    #expect(todo.shown == nil)
  }

  @Test func anAddHasNothingConfirmedUntilTheServerAnswers() {
    let draft = Todo(id: -1, userID: 1, title: "New", completed: false)
    var todo = Optimistic<TodoChange>(confirmed: nil)
    todo.begin(.create(draft), number: 1)
    #expect(todo.shown == draft)

    todo.reject(1)

    #expect(todo.shown == nil)
  }
}
