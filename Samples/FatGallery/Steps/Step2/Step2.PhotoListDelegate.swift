import Models

extension Step2 {
  /// Selection: reads `open N`, checks the row against the data source, and reports the
  /// selected row, as a table view's delegate reports a tapped one.
  ///
  /// The screen learns of a selection only through `didSelect`, so a test can check which row
  /// was reported, and which input was refused and why, with no screen at all.
  struct PhotoListDelegate {
    /// Called with the row number (from 1) and the photo in it when a row is selected.
    let didSelect: @MainActor (Int, Photo) -> Void

    /// Handles the arguments of `open` over `dataSource` (nil while nothing has loaded):
    /// reports the selection, or returns the note saying why there was none.
    @MainActor
    func open(_ arguments: ArraySlice<Substring>, in dataSource: PhotoDataSource?) -> String? {
      guard arguments.count == 1, let row = Int(arguments[arguments.startIndex]) else {
        return "open needs a row number, e.g. open 3."
      }
      guard let dataSource else { return "There are no photos to show yet." }
      guard let photo = dataSource.photo(atRow: row) else {
        return "There is no row \(row) in this list of \(dataSource.photos.count)."
      }
      didSelect(row, photo)
      return nil
    }
  }
}
