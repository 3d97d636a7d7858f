import Models
import TestSupport
import Testing
import ViewModels

/// A `NavigationStack` on a phone: the list's `.task { await list.appear() }` is cancelled when
/// the detail is pushed over it (its `.onDisappear { list.disappear() }` runs too), and starts
/// again on the pop. The list's load in batches is not lost: it carries on from where it
/// stopped, and a pop to a list that has everything asks for nothing.
@MainActor
@Suite("A stack's lifecycle, as a phone drives it", .timeLimit(.minutes(10)))
struct StackLifecycleAsAPhoneWouldTests {
  let clock = TestClock()

  @Test func aPushMidLoadThenAPopFinishesTheListsLoadFromWhereItStopped() async throws {
    let photos = Photo.samples(count: 6)
    let service = FakePhotoService(clock: clock)
    service.enqueue(.batch(PhotoBatch(photos: Array(photos[0..<3]), total: 6, isLast: false)))
    service.enqueue(
      .batch(PhotoBatch(photos: Array(photos[3..<6]), total: 6, isLast: false)),
      after: .seconds(1))
    let list = PhotoListViewModel(service: service, clock: clock)
    var path: [PhotoListViewModel.Navigation] = []
    list.onNavigate = { path.append($0) }

    // The list appears: SwiftUI starts its `.task`
    let task = Task { await list.appear() }
    await waitUntil { list.state.content?.photoCount == 3 }
    await clock.waitForSleepers(1)  // the second batch, on its way

    // A tap pushes the detail: the list's `.task` is cancelled, `.onDisappear` runs
    try list.open(2)
    task.cancel()
    list.disappear()
    await task.value
    #expect(path.count == 1)
    #expect(list.state.content?.refresh == .idle)
    #expect(list.state.content?.progress?.stop == .interrupted)

    // The detail's own `.task` and `.refreshable` run meanwhile
    let detail = PhotoDetailViewModel(photo: photos[1], service: service, clock: clock)
    await detail.appear()

    // A swipe back pops it: the detail disappears, the list's `.task` starts again
    path.removeLast()
    detail.disappear()
    service.enqueue(.batch(PhotoBatch(photos: Array(photos[3..<6]), total: 6, isLast: false)))
    service.enqueue(.batch(PhotoBatch(photos: [], total: 6, isLast: true)))
    await list.appear()

    #expect(list.state.content?.rows.map(\.self) == photos)
    #expect(list.state.content?.progress == nil)
    #expect(
      service.receivedCalls == [
        "photos(from: 0)", "photos(from: 3)", "photos(from: 3)", "photos(from: 6)",
      ])

    // Another push and pop: nothing is asked for again
    await list.appear()
    #expect(service.receivedCalls.count == 4)
  }
}

extension PhotoListViewModel.State {
  fileprivate var content: PhotoListContent? {
    guard case .loaded(let content) = self else { return nil }
    return content
  }
}
