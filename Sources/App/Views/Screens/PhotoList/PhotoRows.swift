import DataEngine
import Models
import ViewModels

/// Lays out a page of the photo list: section headers and numbered rows.
///
/// Row numbers are right-aligned to the widest in the whole list, so titles stay in one column
/// while paging. Each title is cleaned only as far as it shows, so a row's cost is bounded by the
/// screen's width.
struct PhotoRows {
  /// The list the page is of.
  let content: PhotoListContent
  /// The page to lay out.
  let page: LinePage
  /// The screen's width in columns.
  let width: Int

  /// Blank columns before a row number, and between columns.
  private static let margin = 2
  /// A title narrower than this would be unreadable; the album column gives way first.
  private static let minimumTitleWidth = 16

  /// The page's lines, top to bottom.
  var lines: [Line] {
    let numberWidth = NumberText.digitCount(content.photoCount)
    let albumWidth = albumColumnWidth
    return page.lines.compactMap { line in
      switch line {
      case .header(let key, let photoCount, let continued):
        return sectionHeader(key: key, photoCount: photoCount, continued: continued)
      case .row(let number, let path):
        guard let photo = content.rows[path] else { return nil }
        return self.row(
          number, photo, mark: content.marks[photo.id], numberWidth: numberWidth,
          albumWidth: albumWidth)
      }
    }
  }

  /// The width of the album column, or nil when it is left out: grouped by album, the section
  /// headers already say it; on a narrow screen the title needs the room more.
  private var albumColumnWidth: Int? {
    guard content.query.grouping == .none else { return nil }
    let albums = page.paths.compactMap { content.rows[$0]?.albumID }
    guard let widest = albums.map(NumberText.digitCount).max() else { return nil }
    let columnWidth = "album ".count + widest
    let numberColumn = RowNumber.width(digits: NumberText.digitCount(content.photoCount))
    let titleWidth = width - numberColumn - Self.margin - columnWidth
    return titleWidth >= Self.minimumTitleWidth ? columnWidth : nil
  }

  private func sectionHeader(key: SectionKey, photoCount: Int, continued: Bool) -> Line {
    let name: SafeText =
      switch PhotoSection(key) {
      case .all: "All photos"
      case .album(let album): "Album \(album)"
      }
    let suffix: SafeText = continued ? " (continued)" : ""
    return Line("\(name) · \(NumberText.count(photoCount, "photo"))\(suffix)", style: .heading)
  }

  private func row(
    _ row: Int, _ photo: Photo, mark: ChangeMark?, numberWidth: Int, albumWidth: Int?
  ) -> Line {
    let numberColumnWidth = RowNumber.width(digits: numberWidth)
    var line = Line(RowNumber.spans(row, digits: numberWidth, mark: mark))
    guard let albumWidth else {
      line.append(.fitting(untrusted: photo.title, toWidth: width - numberColumnWidth))
      return line
    }
    let titleWidth = width - numberColumnWidth - Self.margin - albumWidth
    let album: SafeText = "album \(photo.albumID)"
    line.append(
      SafeText.fitting(untrusted: photo.title, toWidth: titleWidth).padded(toWidth: titleWidth))
    line.append(SafeText.empty.padded(toWidth: Self.margin + albumWidth - album.width))
    line.append(album, style: .secondary)
    return line
  }
}
