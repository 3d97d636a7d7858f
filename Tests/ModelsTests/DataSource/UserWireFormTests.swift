import Foundation
import Models
import Testing

/// A user as servers send it: jsonplaceholder nests where they work and live, a server that
/// sends neither still gives a user, and what the kit writes reads back the same.
@Suite("User wire form")
struct UserWireFormTests {
  @Test func jsonplaceholdersUserGivesTheCompanyNameAndTheCity() throws {
    let json = #"""
      {"id":1,"name":"Leanne Graham","username":"Bret","email":"Sincere@april.biz",
       "address":{"street":"Kulas Light","suite":"Apt. 556","city":"Gwenborough",
                  "zipcode":"92998-3874","geo":{"lat":"-37.3159","lng":"81.1496"}},
       "phone":"1-770-736-8031 x56442","website":"hildegard.org",
       "company":{"name":"Romaguera-Crona","catchPhrase":"Multi-layered","bs":"e-markets"}}
      """#

    let user = try JSONDecoder().decode(User.self, from: Data(json.utf8))

    #expect(
      user
        == User(
          id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz",
          company: "Romaguera-Crona", city: "Gwenborough"))
  }

  @Test func aUserWithNeitherIsStillAUser() throws {
    let json = #"{"id":2,"name":"Ola","username":"ola","email":"ola@slim.example"}"#

    let user = try JSONDecoder().decode(User.self, from: Data(json.utf8))

    #expect(user == User(id: 2, name: "Ola", username: "ola", email: "ola@slim.example"))
    #expect(user.company == nil && user.city == nil)
  }

  @Test func aUserWrittenByTheKitReadsBackTheSame() throws {
    let user = User(
      id: 3, name: "Zoë", username: "zoe", email: "zoe@slim.example", company: "Kestrel Labs",
      city: "Kraków")

    let again = try JSONDecoder().decode(User.self, from: JSONEncoder().encode(user))

    #expect(again == user)
  }

  @Test func aUserWhoseCompanyHasNoNameIsRefused() {
    let json = #"{"id":2,"name":"Ola","username":"ola","email":"o@x","company":{"bs":"x"}}"#

    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(User.self, from: Data(json.utf8))
    }
  }
}
