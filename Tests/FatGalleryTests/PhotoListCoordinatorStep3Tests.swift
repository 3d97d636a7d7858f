import FixtureBackend
import Testing

@testable import FatGallerySteps

/// Step 3's coordinator: loading and commands checked through the screen's properties, in
/// process. It still needs a server: its API object is a concrete type, which step 4 changes.
@Suite("Step 3: the coordinator")
@MainActor
struct PhotoListCoordinatorStep3Tests {
  @Test func startingLoadsTheListAndOpenAndBackMoveBetweenScreens() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let coordinator = Step3.PhotoListCoordinator(api: Step1.PhotoAPI(baseURL: server.baseURL))

    await coordinator.start()
    #expect(coordinator.screen.dataSource?.photos.count == server.dataset.photos.count)

    coordinator.send("open 7")
    #expect(coordinator.screen.selected?.row == 7)
    coordinator.send("next")
    #expect(coordinator.screen.note == "Type back to return to the list first.")
    coordinator.send("back")
    #expect(coordinator.screen.selected == nil)
    #expect(coordinator.screen.note == nil)
  }

  @Test func aFailedLoadIsShownAndRefreshRecovers() async throws {
    let server = try FixtureServer.start(
      faults: try FaultPlan(parsing: "/photos=status:500,first:1"))
    defer { server.stop() }
    let coordinator = Step3.PhotoListCoordinator(api: Step1.PhotoAPI(baseURL: server.baseURL))

    await coordinator.start()
    #expect(coordinator.screen.errorText == "The server answered 500.")

    await coordinator.send("refresh")?.value
    #expect(coordinator.screen.errorText == nil)
    #expect(coordinator.screen.dataSource != nil)
  }
}
