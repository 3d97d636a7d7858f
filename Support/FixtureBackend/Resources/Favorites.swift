/// The person's favorite photos, declared as a read-only resource: `GET /favorites` and
/// `GET /favorites/N`, paged as json-server's lists are when asked (``FixtureResource``).
extension FixtureRoute {
  static func favorites(of dataset: FixtureDataset) -> [FixtureRoute] {
    FixtureResource("favorites", in: RecordStore(FixtureFavorite.all(in: dataset))).routes
  }
}

/// A favorite photo, encoded as `{id, photoId, title}`: the photo's title as the photos list
/// sends it, untrusted text.
public struct FixtureFavorite: FixtureRecord, Hashable, Codable {
  /// What one is called in a 404.
  public static let noun = "favorite"
  /// How far apart the favorite photos are: every 25th, so 200 of the standard 5,000.
  public static let spacing = 25
  /// The identifier: 1 for the first favorite photo, in photo order.
  public let id: Int
  /// The favorite photo's id.
  public let photoID: Int
  /// The photo's title, exactly as the photo has it.
  public let title: String

  private enum CodingKeys: String, CodingKey {
    case id, title
    case photoID = "photoId"
  }

  /// Every ``spacing``th photo of `dataset`, from the one with the hostile title (photo 7,
  /// then 32, 57, …), so the list shows it is made safe; the same for the same dataset.
  static func all(in dataset: FixtureDataset) -> [FixtureFavorite] {
    let first = FixtureDataset.hostilePhotoID - 1
    return stride(from: first, to: dataset.photos.count, by: spacing).enumerated().map {
      let photo = dataset.photos[$1]
      return FixtureFavorite(id: $0 + 1, photoID: photo.id, title: photo.title)
    }
  }
}
