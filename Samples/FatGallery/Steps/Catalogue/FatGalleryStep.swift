import Foundation
import LineFrontEnd
import TerminalKit
import Views

/// One stage of the diet: which screen `FatGallery --step N` runs, and what the stage moved.
///
/// Every step shows the same screen and prints the same transcript for the same commands; what
/// changes from one to the next is where the code lives, and so what can be tested alone.
public enum FatGalleryStep: Int, CaseIterable, Sendable {
  /// One type does everything.
  case fat
  /// The network call and the decoding move into an API object.
  case apiObject
  /// The rows and paging move into a data source; selection into a delegate that reports it.
  case dataSourceAndDelegate
  /// A coordinator owns reloading and the wiring; the screen only draws.
  case coordinator
  /// A view model with a state enum, a pure view, the coordinator, and the kit's own client.
  case viewModel
  /// The view model manages its loads: the latest wins, and none outlives the screen.
  case asyncWork

  /// One line for `--list-steps`: the number, then what the step moved.
  public var summary: String {
    switch self {
    case .fat:
      "0  fat: one screen type fetches, decodes JSON by hand, pages, selects and draws"
    case .apiObject:
      "1  API object: the request, status check and decoding move out of the screen"
    case .dataSourceAndDelegate:
      "2  data source and delegate: rows and paging, and selection, become objects"
    case .coordinator:
      "3  coordinator: reloading and wiring move out; the screen only draws"
    case .viewModel:
      "4  MVVM: a view model with a state enum, a pure view, the kit's HTTP client"
    case .asyncWork:
      "5  async work: a new load cancels the old, late answers are dropped, quit stops work"
    }
  }
}

/// Runs one step's screen in the shared session loop, which plays the part UIKit plays for a
/// view controller: it reads input, hands it over, and shows the frames the screen draws.
@MainActor
public enum FatGalleryApp {
  /// Runs `step` against the server at `baseURL` until `quit` or the end of input; returns
  /// the process's exit status.
  public static func run(
    step: FatGalleryStep, baseURL: URL, screen: @escaping @MainActor () -> Screen,
    interactive: Bool
  ) async -> Int32 {
    switch step {
    case .fat:
      await session(Step0.FatPhotoListScreen(baseURL: baseURL), screen, interactive)
    case .apiObject:
      await session(
        Step1.PhotoListScreen(api: Step1.PhotoAPI(baseURL: baseURL)), screen, interactive)
    case .dataSourceAndDelegate:
      await session(
        Step2.PhotoListScreen(api: Step1.PhotoAPI(baseURL: baseURL)), screen, interactive)
    case .coordinator:
      await session(
        Step3.PhotoListCoordinator(api: Step1.PhotoAPI(baseURL: baseURL)), screen, interactive)
    case .viewModel:
      return await Step4.PhotoListApp.run(baseURL: baseURL) { coordinator in
        await session(coordinator, screen, interactive)
      }
    case .asyncWork:
      return await Step4.PhotoListApp.withService(baseURL: baseURL) { service in
        let viewModel = Step5.PhotoListViewModel(service: service)
        await session(Step5.PhotoListCoordinator(viewModel: viewModel), screen, interactive)
      }
    }
    return 0
  }

  private static func session(
    _ coordinator: some LineAdapter, _ screen: @escaping @MainActor () -> Screen,
    _ interactive: Bool
  ) async {
    let session = TextSession(
      adapter: coordinator, screen: screen,
      output: TerminalOutput(mode: interactive ? .interactive : .script),
      input: LineInput.standardInput())
    await session.run(interactive: interactive)
  }
}
