import Models
import TestSupport
import Testing

@testable import FatGallerySteps

/// Step 5: the view model owns its loads. What step 4 could not promise, tested with a fake
/// service whose answers land when the test clock says.
@Suite("Step 5: asynchronous work")
@MainActor
struct AsyncWorkTests {
  let clock = TestClock()
  let older = Photo.samples(count: 3)
  let newer = Photo.samples(count: 5)

  @Test(arguments: [false, true])
  func aLateAnswerNeverOverwritesANewerOne(serviceIgnoresCancellation: Bool) async {
    // Given a slow first answer and a fast second one
    let service = FakePhotoListService(
      clock: clock,
      answers: [
        .init(result: .success(older), delay: .seconds(3)),
        .init(result: .success(newer), delay: .seconds(1)),
      ],
      ignoresCancellation: serviceIgnoresCancellation)
    let viewModel = Step5.PhotoListViewModel(service: service)

    // When a second load starts while the first is under way
    let first = viewModel.load()
    await clock.waitForSleepers(1)
    let second = viewModel.load()
    await first.value
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(3))
    await second.value

    // Then the first was cancelled, and only the second answer is shown
    #expect(service.cancellations == 1)
    #expect(viewModel.state == .list(newer[...], firstRow: 1, of: 5))
  }

  @Test func stoppingCancelsTheLoadUnderWay() async {
    let service = FakePhotoListService(clock: clock, answers: [.success(older)])
    let viewModel = Step5.PhotoListViewModel(service: service)
    let load = viewModel.load()
    await clock.waitForSleepers(1)

    viewModel.stop()
    await load.value

    #expect(service.cancellations == 1)
    #expect(viewModel.state == .loading)
  }

  @Test func quitStopsTheWorkOfARefreshStillRunning() async {
    let service = FakePhotoListService(
      clock: clock, answers: [.success(older), .success(newer)])
    let coordinator = Step5.PhotoListCoordinator(
      viewModel: Step5.PhotoListViewModel(service: service))
    let start = Task { await coordinator.start() }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await start.value

    let refresh = coordinator.send("refresh")
    await clock.waitForSleepers(1)
    coordinator.send("quit")
    await refresh?.value

    #expect(coordinator.isFinished)
    #expect(service.cancellations == 1)
  }

  @Test func step4ShowsWhicheverAnswerLandsLast() async {
    // The behaviour step 5 fixes, pinned so the difference is seen running
    let service = FakePhotoListService(
      clock: clock,
      answers: [
        .init(result: .success(older), delay: .seconds(3)),
        .init(result: .success(newer), delay: .seconds(1)),
      ])
    let viewModel = Step4.PhotoListViewModel(service: service)

    let first = Task { await viewModel.load() }
    await clock.waitForSleepers(1)
    let second = Task { await viewModel.load() }
    await clock.waitForSleepers(2)
    clock.advance(by: .seconds(1))
    await second.value
    #expect(viewModel.state == .list(newer[...], firstRow: 1, of: 5))
    clock.advance(by: .seconds(2))
    await first.value

    #expect(viewModel.state == .list(older[...], firstRow: 1, of: 3))
  }
}
