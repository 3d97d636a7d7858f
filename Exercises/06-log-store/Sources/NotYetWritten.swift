/// The error the starting code throws where your code goes, naming the step that writes it.
///
/// Every use of it is a place left for you; the finished exercise uses it nowhere.
struct NotYetWritten: Error, CustomStringConvertible {
  /// What is missing, and where the README explains it.
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
