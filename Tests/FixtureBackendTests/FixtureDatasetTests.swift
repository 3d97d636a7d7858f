import FixtureBackend
import Foundation
import Testing

@Suite("Fixture dataset")
struct FixtureDatasetTests {
  @Test func standardDatasetHasJsonplaceholdersShape() {
    let dataset = FixtureDataset.standard

    #expect(dataset.users.map(\.id) == Array(1...10))
    #expect(dataset.albums.map(\.id) == Array(1...100))
    #expect(dataset.photos.map(\.id) == Array(1...5_000))
    #expect(dataset.albums.allSatisfy { $0.userID == ($0.id - 1) / 10 + 1 })
    #expect(dataset.photos.allSatisfy { $0.albumID == ($0.id - 1) / 50 + 1 })
  }

  @Test func sameSeedServesIdenticalBytes() async throws {
    let first = try FixtureServer.start(dataset: FixtureDataset(seed: 99))
    defer { first.stop() }
    let second = try FixtureServer.start(dataset: FixtureDataset(seed: 99))
    defer { second.stop() }

    for path in ["/users", "/albums", "/photos"] {
      let (firstBody, _) = try await TestHTTP.send(path, to: first)
      let (secondBody, _) = try await TestHTTP.send(path, to: second)
      #expect(firstBody == secondBody, "\(path) differs between two servers with one seed")
    }
  }

  @Test func differentSeedsGiveDifferentData() {
    let first = FixtureDataset(seed: 1)
    let second = FixtureDataset(seed: 2)

    #expect(first.photos.map(\.title) != second.photos.map(\.title))
    #expect(first.photos.map(\.color) != second.photos.map(\.color))
    #expect(first.users.map(\.name) != second.users.map(\.name))
  }

  @Test func smallerAlbumsKeepTheTitlesOfThePhotosTheyKeep() {
    let small = FixtureDataset(seed: 5, userCount: 1, albumsPerUser: 1, photosPerAlbum: 10)
    let standard = FixtureDataset(seed: 5)

    #expect(small.photos == Array(standard.photos.prefix(10)))
  }

  @Test(arguments: [(1, 1, 1), (2, 3, 4), (0, 5, 5), (3, 0, 9)])
  func countsFollowTheInitializer(users: Int, albumsPerUser: Int, photosPerAlbum: Int) {
    let dataset = FixtureDataset(
      seed: 3, userCount: users, albumsPerUser: albumsPerUser, photosPerAlbum: photosPerAlbum)

    #expect(dataset.users.count == users)
    #expect(dataset.albums.count == users * albumsPerUser)
    #expect(dataset.photos.count == users * albumsPerUser * photosPerAlbum)
  }

  @Test func usernamesAreUniqueEvenPastTheNameList() {
    let dataset = FixtureDataset(seed: 8, userCount: 40, albumsPerUser: 0)

    #expect(Set(dataset.users.map(\.username)).count == 40)
    #expect(dataset.users.allSatisfy { $0.email == "\($0.username)@slim.example" })
    #expect(dataset.users.allSatisfy { $0.username.allSatisfy(\.isASCII) })
  }

  @Test func theHostileTitleIsServedOnPhotoSevenAndNowhereElse() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let photo = try await TestHTTP.get(WirePhoto.self, "/photos/7", from: server)

    #expect(FixtureDataset.hostilePhotoID == 7)
    #expect(photo.title == FixtureDataset.hostileTitle)
    for hazard in ["\u{1B}[31m", "\u{202E}", "\t", "\n"] {
      #expect(photo.title.contains(hazard))
    }
    let withControls = server.dataset.photos.filter { photo in
      photo.title.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
    #expect(withControls.map(\.id) == [7])
  }

  @Test func titlesHaveTheVarietyViewsMustHandle() {
    let titles = FixtureDataset.standard.photos.map(\.title)
    let albumOne = titles.prefix(50)

    let long = titles.filter { $0.count >= 80 }
    #expect(long.count > 100)
    #expect(titles.allSatisfy { $0.count <= 150 })
    for word in ["café", "crème brûlée", "Ångström", "naïve", "東京", "写真", "사진", "🌅", "👨‍👩‍👧"] {
      #expect(titles.contains { $0.localizedCaseInsensitiveContains(word) }, "no title has \(word)")
    }
    #expect(albumOne.contains { $0.count >= 80 }, "the first screen should show a long title")
    #expect(albumOne.contains { $0.unicodeScalars.contains { $0.value >= 0x3000 } })
  }

  @Test func imageURLsCarryThePhotosColourAndNeverThePort() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let photos = try await TestHTTP.get([WirePhoto].self, "/photos?albumId=1", from: server)

    for (photo, expected) in zip(photos, server.dataset.photos) {
      let hex = expected.colorHex
      #expect(hex.count == 6 && hex.allSatisfy(\.isHexDigit))
      #expect(photo.url == "https://images.slim.example/600/\(hex)")
      #expect(photo.thumbnailUrl == "https://images.slim.example/150/\(hex)")
      #expect(UInt32(hex, radix: 16) == expected.color)
    }
    #expect(!photos.isEmpty)
  }
}
