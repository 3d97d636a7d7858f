/// Numbers written for people: digit groups and plurals, by hand rather than by a locale's
/// formatter, so every front end (and every golden file) says them the same on every machine.
///
/// ```swift
/// NumberWords.grouped(5000)        // "5,000"
/// NumberWords.count(12, "album")   // "12 albums"
/// ```
public enum NumberWords {
  /// `5000` as `5,000`.
  public static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (number < 0 ? "-" : "") + grouped
  }

  /// `1 photo`, `5,000 photos`: the plural adds an `s`.
  public static func count(_ number: Int, _ singular: String) -> String {
    "\(grouped(number)) \(singular)\(number == 1 ? "" : "s")"
  }
}
