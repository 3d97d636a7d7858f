/// One section of a fetched list, without its rows: what a pager needs to lay out pages.
public struct FetchedSection: Hashable, Sendable {
  /// What the section's rows share.
  public let key: SectionKey
  /// How many rows it holds (at least one: sections are never empty).
  public let count: Int

  /// The controller makes these from its rows; a view's test makes them to lay out pages
  /// with no store at all.
  @inlinable public init(key: SectionKey, count: Int) {
    self.key = key
    self.count = count
  }
}
