extension ClosedRange<Int> {
  /// The range as a sentence writes it, "3" or "1–20": words, so it lives with the words, not
  /// with the view models that hand over the range itself.
  public var spoken: String {
    lowerBound == upperBound ? "\(lowerBound)" : "\(lowerBound)–\(upperBound)"
  }
}
