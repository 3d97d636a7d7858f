import Models
import SwiftUIHost
import TestSupport
import Testing
import ViewModels
import Words

/// A profile in the SwiftUI-like host: a phone shows a failed load in the kit's own words, the
/// same sentence the terminal shows, from the fact the view model hands over.
@MainActor
@Suite("A profile in a SwiftUI-like host", .timeLimit(.minutes(1)))
struct HostedProfileTests {
  @Test func aUserTheServiceDoesNotHoldIsSaidInTheKitsWords() async {
    let service = FakePhotoService()
    service.enqueue(.users([]))
    let host = Host(UserPage(user: UserViewModel(userID: 99, service: service)))

    await host.settle()

    #expect(host.front.texts == ["Could not load the profile: There is no user 99."])
  }
}
