/// A screen of one record's view, as its front ends read it (a photo's detail, a profile): what
/// its commands and keys say about it, declared once beside its look.
public protocol RecordScreenWords {
  /// What loading the record again does, in a sentence: "Load this photo again."
  static var reloading: SafeText { get }
  /// Where going back returns: "the photo list".
  static var returnsTo: SafeText { get }
}
