extension Sequence where Element: Identifiable, Element.ID: Comparable {
  /// The ids that more than one element carries, each once, in order; empty when every id is
  /// unique.
  ///
  /// A store keeps one entity per id, so a list that repeats one (a hand-edited file, a faulty
  /// server) cannot be kept whole: taking it as it is would silently keep one and drop the rest.
  /// Whoever reads such a list checks here first and refuses it, saying which ids.
  ///
  /// ```swift
  /// [Word(id: 1, text: "a"), Word(id: 2, text: "b"), Word(id: 1, text: "c")].repeatedIDs  // [1]
  /// ```
  @inlinable public var repeatedIDs: [Element.ID] {
    var seen = Set<Element.ID>()
    var repeated = Set<Element.ID>()
    for element in self where !seen.insert(element.id).inserted { repeated.insert(element.id) }
    return repeated.sorted()
  }
}
