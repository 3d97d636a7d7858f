import Essentials
import Foundation
import Models
import TestSupport
import ViewModels

/// The fakes a video-post test drives, on one test clock: a 3,000-byte movie file, a server
/// that takes 1,000 bytes a second, and a library holding a 4,000-byte asset that exports
/// 1,000 bytes a second.
@MainActor
struct VideoPostTestBench {
  let clock = TestClock()
  let movie = URL(fileURLWithPath: "/videos/harbour.mp4")
  let asset = MediaAsset.sample(id: "cat.mov", size: 4_000, duration: .seconds(7))
  let files: FakeFileInspector
  let service: FakeVideoPostService
  let library: FakeMediaLibrary
  /// Every navigation the screen under test asked for.
  let navigation = NavigationLog()

  init() {
    files = FakeFileInspector([
      movie: .regularFile(size: 3_000, preview: .movie(duration: .seconds(12)))
    ])
    service = FakeVideoPostService(
      clock: clock,
      sizes: [movie: 3_000, FakeMediaLibrary.exportedFile(of: asset).url: 4_000])
    library = FakeMediaLibrary(assets: [asset], clock: clock)
  }

  /// Settings without the stall watchdog, so the only sleeper on the clock is the fake at work.
  static let settings = VideoPostSettings(maximumFileSize: 10_000, stallLimit: nil)

  /// A URL screen over the movie, logging its navigation.
  func urlScreen(settings: VideoPostSettings = settings) throws -> VideoURLPostViewModel {
    let screen = try VideoURLPostViewModel(
      url: movie, service: service, files: files, settings: settings, clock: clock)
    screen.onNavigate = { [navigation] in navigation.record($0) }
    return screen
  }

  /// An asset screen over the asset, logging its navigation.
  func assetScreen(settings: VideoPostSettings = settings) -> VideoAssetPostViewModel {
    let screen = VideoAssetPostViewModel(
      asset: asset, library: library, service: service, settings: settings, clock: clock)
    screen.onNavigate = { [navigation] in navigation.record($0) }
    return screen
  }

  /// Lets the fake at work take its next one-second step.
  func step() async {
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
  }

  /// `completed` of `total` bytes.
  func bytes(_ completed: Int64, of total: Int64 = 3_000) -> TransferProgress {
    TransferProgress(completed: completed, total: total)
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
