/// Where a row is in a sectioned list: its section's index and its index within that section.
/// Paths order by section, then row, as rows appear on screen.
public struct RowPath: Hashable, Sendable, Comparable {
  /// The section's index, from 0.
  public var section: Int
  /// The row's index within its section, from 0.
  public var row: Int

  @inlinable public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Whether `lhs` appears above `rhs` on screen.
  @inlinable public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

extension RowPath: CustomStringConvertible {
  /// The path as a person reads it, for example `1.4` for row 4 of section 1.
  @inlinable public var description: String { "\(section).\(row)" }
}

/// A row that left one place and arrived at another.
public struct RowMove: Hashable, Sendable {
  /// Where the row was, in the old list.
  public var from: RowPath
  /// Where the row is, in the new list.
  public var to: RowPath

  @inlinable public init(from: RowPath, to: RowPath) {
    self.from = from
    self.to = to
  }
}

extension RowMove: CustomStringConvertible {
  /// The move as a person reads it, for example `0.3->2.0`.
  @inlinable public var description: String { "\(from)->\(to)" }
}
