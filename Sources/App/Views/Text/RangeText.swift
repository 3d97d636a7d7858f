extension ClosedRange<Int> {
  /// The range as the terminal writes it, "3" or "1–20": words of the front ends, so it lives
  /// with the views, not with the view models that hand over the range itself.
  public var spoken: String {
    lowerBound == upperBound ? "\(lowerBound)" : "\(lowerBound)–\(upperBound)"
  }
}
