extension FetchedResultsController {
  /// The entity `offset` rows from the first, counting across sections in order; nil past the
  /// last row. What a list read as one sequence (a random pick, a numbered line) asks for.
  @inlinable public func entity(atOffset offset: Int) -> Entity? {
    guard offset >= 0 else { return nil }
    var left = offset
    for (index, section) in sections.enumerated() {
      if left < section.count { return entities(inSection: index, rows: left..<(left + 1)).first }
      left -= section.count
    }
    return nil
  }
}
