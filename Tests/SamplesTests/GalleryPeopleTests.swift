import TestSupport
import Testing

/// The people, as a script drives them: the list with its search, a profile opened from it, and
/// back.
@Suite("Gallery people, end to end", .serialized)
struct GalleryPeopleTests {
  @Test func aPeopleTourMatchesItsTranscript() async throws {
    // The people, a search and its clearing, a profile, a row the search hides, and back
    let tour = "people\nsearch zo\nopen 2\nsearch\nopen 2\nback\nback\nquit\n"

    let run = try await SampleProcess.run(
      "Gallery", ["--width", "80", "--height", "16"], input: tour)

    // Then the search narrows the names, a hidden row is refused, and open shows the profile
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
    assertSnapshot(run.output, named: "gallery-people")
  }
}
