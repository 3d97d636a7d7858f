/// Numbers written for people: digit groups and plurals.
///
/// Written out rather than using a locale-dependent formatter, so frames (and their golden
/// files) are the same on every machine.
enum NumberText {
  /// `5000` as `5,000`.
  static func grouped(_ number: Int) -> SafeText {
    let digits = String(number.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    // Digits, commas and a sign are clean by construction.
    return SafeText(sanitized: (number < 0 ? "-" : "") + grouped)
  }

  /// `1 photo`, `5,000 photos`.
  static func count(_ number: Int, _ singular: SafeText, _ plural: SafeText? = nil) -> SafeText {
    "\(grouped(number)) \(number == 1 ? singular : plural ?? singular + "s")"
  }

  /// How many digits `number` has, for lining numbers up in a column.
  static func digitCount(_ number: Int) -> Int {
    String(number.magnitude).count
  }
}
