import Models
import Testing
import ViewModels
import Views

@testable import LineFrontEnd

/// The people list's one refusal, worded by the list screen with the list's noun.
@Suite("People refusal words")
struct PeopleRefusalWordsTests {
  @Test func thePeopleListWordsItsRefusalWithItsNoun() {
    let worded = ListScreenRefusal<PeopleView, User.ID>(fact: .notListed(4))
    #expect(GalleryLines.refusal(.screen(worded)) == .error("User 4 is no longer in the list."))
  }
}
