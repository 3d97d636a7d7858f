import Coordinators
import Flags
import Foundation
import HTTPTransport
import Models
import Networking
import ViewModels
import Views

/// The Todos sample's composition root: the one place where concrete types meet, so swapping the
/// service (a scripted fake, another server) is a change to this file alone.
@MainActor
public enum TodosApp {
  /// The coordinator and its todo list over `service`, for user `userID`; `clock` times the
  /// retry countdowns. The service comes in here, at init: nothing is set after.
  public static func makeCoordinator(
    service: any TodoService, userID: Int = 1, clock: any Clock<Duration> = ContinuousClock()
  ) -> TodosCoordinator {
    TodosCoordinator(list: TodoListViewModel(service: service, userID: userID, clock: clock))
  }

  /// Runs Todos against the server at `baseURL` with `options` in `frontEnd` until it ends;
  /// returns the process's exit status (the front end's, or 64 for a client it cannot make).
  /// The sample's `main.swift` picks the front end (lines or keys), which is built on this
  /// module, so this module cannot name it.
  public static func run(
    options: TodosOptions, baseURL: URL, frontEnd: @MainActor (TodosCoordinator) async -> Int32
  ) async -> Int32 {
    guard
      let client = HTTPClient.forSample(
        baseURL: baseURL, maximumResponseSize: options.maximumResponseSize)
    else { return 64 }
    defer { client.shutdown() }
    return await frontEnd(makeCoordinator(service: TodoAPIClient(client: client)))
  }
}
