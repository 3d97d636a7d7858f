import Models
import TestSupport
import Testing

@testable import FatGallerySteps

/// Step 4's view model with a fake service and a test clock: every state and every refusal,
/// with no server, no terminal and no waiting.
@Suite("Step 4: the view model")
@MainActor
struct PhotoListViewModelTests {
  let clock = TestClock()

  func loaded(_ photos: [Photo], rowsPerPage: Int = 2) async -> Step4.PhotoListViewModel {
    let service = FakePhotoListService(clock: clock, answers: [.success(photos)])
    let viewModel = Step4.PhotoListViewModel(service: service)
    viewModel.rowsPerPage = rowsPerPage
    let load = Task { await viewModel.load() }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await load.value
    return viewModel
  }

  @Test func itIsLoadingUntilTheAnswerArrivesThenShowsTheFirstPage() async {
    let photos = Photo.samples(count: 5)
    let service = FakePhotoListService(clock: clock, answers: [.success(photos)])
    let viewModel = Step4.PhotoListViewModel(service: service)
    viewModel.rowsPerPage = 2

    let load = Task { await viewModel.load() }
    await clock.waitForSleepers(1)
    #expect(viewModel.state == .loading)

    clock.advance(by: .seconds(1))
    await load.value
    #expect(viewModel.state == .list(photos[0..<2], firstRow: 1, of: 5))
  }

  @Test func aFailureIsAStateAndRefreshingRecovers() async {
    let photos = Photo.samples(count: 3)
    let service = FakePhotoListService(
      clock: clock, answers: [.failure(.status(503)), .success(photos)])
    let viewModel = Step4.PhotoListViewModel(service: service)

    for _ in 0..<2 {
      let load = Task { await viewModel.load() }
      await clock.waitForSleepers(1)
      clock.advance(by: .seconds(1))
      await load.value
      if case .failed(let failure) = viewModel.state { #expect(failure == .status(503)) }
    }
    #expect(viewModel.state == .list(photos[...], firstRow: 1, of: 3))
  }

  @Test func pagingRefusesPastEitherEndAndChangesNothing() async throws {
    let photos = Photo.samples(count: 5)
    let viewModel = await loaded(photos)

    #expect(throws: Step4.PhotoListViewModel.Refusal.firstPage) { try viewModel.previousPage() }
    try viewModel.nextPage()
    try viewModel.nextPage()
    #expect(viewModel.state == .list(photos[4..<5], firstRow: 5, of: 5))
    #expect(throws: Step4.PhotoListViewModel.Refusal.lastPage) { try viewModel.nextPage() }
    #expect(viewModel.state == .list(photos[4..<5], firstRow: 5, of: 5))
  }

  @Test func openingAPhotoThenGoingBackReturnsToItsPage() async throws {
    let photos = Photo.samples(count: 5)
    let viewModel = await loaded(photos)
    try viewModel.nextPage()

    try viewModel.open(row: 5)
    #expect(viewModel.state == .detail(photos[4], row: 5, of: 5))
    #expect(throws: Step4.PhotoListViewModel.Refusal.onDetail) { try viewModel.nextPage() }

    try viewModel.back()
    #expect(viewModel.state == .list(photos[2..<4], firstRow: 3, of: 5))
    #expect(throws: Step4.PhotoListViewModel.Refusal.alreadyOnList) { try viewModel.back() }
  }

  @Test func aRowThatDoesNotExistIsRefused() async {
    let viewModel = await loaded(Photo.samples(count: 5))

    #expect(throws: Step4.PhotoListViewModel.Refusal.noSuchRow(6, count: 5)) {
      try viewModel.open(row: 6)
    }
    #expect(throws: Step4.PhotoListViewModel.Refusal.noSuchRow(0, count: 5)) {
      try viewModel.open(row: 0)
    }
  }

  @Test func nothingCanBeOpenedOrPagedWhileLoading() {
    let viewModel = Step4.PhotoListViewModel(
      service: FakePhotoListService(clock: clock, answers: []))

    #expect(throws: Step4.PhotoListViewModel.Refusal.notLoaded) { try viewModel.open(row: 1) }
    #expect(throws: Step4.PhotoListViewModel.Refusal.notLoaded) { try viewModel.nextPage() }
  }

  @Test func aScreenThatEndsIsReleased() async {
    weak var released: Step4.PhotoListViewModel?
    do {
      let viewModel = await loaded(Photo.samples(count: 3))
      released = viewModel
    }
    #expect(released == nil)
  }
}
