import TestSupport
import Testing

/// A post's author, as a script drives it: the profile with where the person works and lives,
/// read from `/users/N`, and back to the post.
@Suite("Gallery profile, end to end", .serialized)
struct GalleryProfileTests {
  @Test func aPostsAuthorShowsTheirProfileAndBackReturnsToThePost() async throws {
    // The posts, post 1, its author, and back to the post
    let tour = "posts\nopen 1\nauthor\nback\nquit\n"

    let run = try await SampleProcess.run(
      "Gallery", ["--width", "80", "--height", "14"], input: tour)

    // Then the profile shows the author's name, company and city, and back shows the post
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
    assertSnapshot(run.output, named: "gallery-profile")
  }

  @Test func anAuthorWhoseProfileCannotLoadShowsWhyAndRetryIsOffered() async throws {
    // Given a backend whose profiles fail
    let run = try await SampleProcess.run(
      "Gallery", ["--faults", "/users/1=status:503", "--width", "80", "--height", "14"],
      input: "posts\nopen 1\nauthor\nquit\n")

    // Then the profile says it could not load, with the server's reason, and offers `retry`
    #expect(run.status == 0, "stderr: \(run.errors)")
    let profile = String(run.output.split(separator: "> author").last ?? "")
    #expect(profile.contains("Profile · load failed"), "\(profile)")
    #expect(profile.contains("Could not load the profile: Gave up after 3 attempts"), "\(profile)")
    #expect(profile.contains("Type 'retry' to try again."), "\(profile)")
  }
}
