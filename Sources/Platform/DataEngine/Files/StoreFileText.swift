/// The words both stores kept in a file (``FileStore`` and `SQLiteStore`) use for the failures
/// they share, so a person meets one message for one problem, whichever store is chosen.
enum StoreFileText {
  /// The file exists but could not be read.
  static func unreadable(_ file: String, _ reason: String) -> String {
    "Cannot read the store file \(file): \(reason). It was left as it is; make it readable or "
      + "choose another file."
  }

  /// A save did not complete.
  static func saveFailed(_ file: String, _ reason: String) -> String {
    "Could not save the store to \(file): \(reason). The file still holds the last saved state."
  }

  /// Another process holds the file.
  static func inUse(_ file: String, _ process: Int) -> String {
    "\(file) is in use by process \(process); use another file or close it."
  }

  /// The path names something other than a regular file.
  static func notARegularFile(_ file: String, _ kind: String) -> String {
    "The store path \(file) is \(kind), not a regular file; a store is kept in a regular file. "
      + "It was left as it is; choose another path."
  }
}
