import DataEngine

extension Photo {
  /// What a photo holds, made once and never changed, so any number of copies of the photo can
  /// share it: the store's, the fetched results', a batch's and a change set's.
  ///
  /// A class with only constants of `Sendable` types is itself `Sendable`. Copying a photo then
  /// copies one pointer and retains one object, where copying the fields themselves was 72 bytes
  /// and a retain of each of its three buffers.
  final class Fields: Sendable {
    let id: Int
    let albumID: Int
    let foldedTitle: FoldedText
    /// The title, unless it is `foldedTitle`'s text, and the two addresses.
    let texts: Texts

    /// Fields holding these values, the title folded once and kept once when folding leaves it
    /// as it is.
    init(id: Int, albumID: Int, title: String, url: String, thumbnailURL: String) {
      self.id = id
      self.albumID = albumID
      foldedTitle = FoldedText(title)
      let isFolded = foldedTitle.value.hasSameUTF8(as: title)
      texts = Texts(title: isFolded ? nil : title, first: url, second: thumbnailURL)
    }

    /// The title as it was given.
    var title: String { texts.title ?? foldedTitle.value }

    /// Whether every field equals `other`'s: the cheap ones first.
    func hasSameValues(as other: Fields) -> Bool {
      id == other.id && albumID == other.albumID && texts == other.texts
        && foldedTitle == other.foldedTitle
    }

    /// Hashes every field that ``hasSameValues(as:)`` compares.
    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(albumID)
      hasher.combine(foldedTitle)
      hasher.combine(texts)
    }
  }
}
