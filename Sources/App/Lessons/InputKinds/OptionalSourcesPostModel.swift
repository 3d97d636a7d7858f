import Foundation
import Models

/// Approach 1, optionals: one view model with an optional for each input kind.
///
/// It reads naturally at first: a file URL or an asset, and the asset's copy once fetched. But
/// the type describes 2 × 2 × 2 combinations where only three make sense, and every member
/// re-derives which one it is in with `if let` and `??`. The compiler checks none of it:
///
/// - both sources can be set, and the screen shows one while posting the other;
/// - neither can be set, giving a screen that can never post and never says why;
/// - `canPost` can forget that an asset must be fetched first, and nothing complains.
///
/// See `OptionalSourcesTests` for each mistake running. Adding a third kind adds a third
/// optional and another branch to every member, with no error for a member that was missed.
public final class OptionalSourcesPostModel {
  /// The file to post, when posting a file.
  public var fileURL: URL?
  /// The asset to post, when posting an asset.
  public var asset: MediaAsset?
  /// The asset's local copy, once fetched.
  public var fetchedCopy: URL?
  public var caption = ""

  private let library: LessonLibrary
  private let server: LessonServer

  /// A model for a file, or an asset, or (the type cannot stop it) both or neither.
  public init(
    fileURL: URL?, asset: MediaAsset?, library: LessonLibrary, server: LessonServer
  ) {
    self.fileURL = fileURL
    self.asset = asset
    self.library = library
    self.server = server
  }

  /// What the screen says it will post.
  public var sourceDescription: String {
    if let asset { return "asset \(asset.name)" }
    if let fileURL { return "file \(fileURL.lastPathComponent)" }
    return "nothing"
  }

  /// Copies the asset from the library; does nothing for a file.
  public func fetch() throws(LessonError) {
    guard let asset else { return }
    fetchedCopy = try library.export(asset)
  }

  /// Whether Post is enabled. The mistake is deliberate and typical: "has a source" was checked,
  /// "the asset was fetched" was forgotten, and the types had no way to say it was needed.
  public var canPost: Bool {
    !caption.isEmpty && (fileURL != nil || asset != nil)
  }

  /// Posts whichever file there is, preferring `fileURL`: the choice `sourceDescription` does
  /// not make the same way.
  public func post() throws(LessonError) -> Int {
    guard let file = fileURL ?? fetchedCopy else { throw .noFile }
    return server.post(file, caption: caption)
  }
}
