import Exercise05
import Foundation
import Models
import Observation
import TestSupport
import ViewModels

/// The fakes a recording test drives, on one test clock: a camera whose clip is a 3,000-byte
/// movie, and a server that takes 1,000 bytes a second.
@MainActor
struct RecordingBench {
  let clock = TestClock()
  let clip = URL(fileURLWithPath: "/camera/clip-1.mov")
  let camera: FakeCamera
  let service: FakeVideoPostService
  /// Every navigation the screen asked for.
  let navigation = NavigationLog()

  init() {
    camera = FakeCamera(clip: clip)
    service = FakeVideoPostService(clock: clock, sizes: [clip: 3_000])
  }

  /// The clip as a file to post.
  var file: VideoFile { VideoFile(url: clip, size: 3_000, preview: .movie(duration: .seconds(12))) }

  /// A recording screen whose clip the file system knows as `facts`, logging its navigation;
  /// files of up to 10,000 bytes can be posted, and no stall watchdog sleeps on the clock.
  func screen(
    clipFacts facts: FileFacts = .regularFile(size: 3_000, preview: .movie(duration: .seconds(12)))
  ) -> VideoRecordingPostViewModel {
    let screen = VideoRecordingPostViewModel(
      camera: camera, service: service, files: FakeFileInspector([clip: facts]),
      settings: VideoPostSettings(maximumFileSize: 10_000, stallLimit: nil), clock: clock)
    screen.onNavigate = { [navigation] in navigation.record($0) }
    return screen
  }

  /// Lets the fake server take its next one-second step.
  func step() async {
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
  }
}

/// The navigation a screen asked for, in order.
@MainActor
final class NavigationLog {
  private(set) var entries: [VideoPostNavigation] = []

  func record(_ navigation: VideoPostNavigation) {
    entries.append(navigation)
  }
}

/// Work started in a task of its own, such as a recording, whose end a test can wait for.
///
/// ``waitUntil(_:)`` returns once the condition holds *or* the work has ended, so a screen that
/// never gets there fails the expectation that follows at once, rather than hanging the test.
@MainActor
@Observable
final class Running {
  private(set) var hasEnded = false
  @ObservationIgnored private var task: Task<Void, Never>?

  init(_ work: @escaping @MainActor () async -> Void) {
    task = Task { [weak self] in
      await work()
      self?.hasEnded = true
    }
  }

  /// Returns once `condition` holds or the work has ended.
  func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
    await TestSupport.waitUntil { [weak self] in (self?.hasEnded ?? true) || condition() }
  }

  /// Returns once the work has ended.
  func end() async {
    await task?.value
  }
}
