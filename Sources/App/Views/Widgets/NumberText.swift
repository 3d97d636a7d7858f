import Words

/// Numbers written for people, made safe for the terminal: digit groups and plurals, said by
/// `NumberWords` (in Words), so frames (and golden files) are the same on every machine.
///
/// ```swift
/// NumberText.grouped(5000)         // 5,000
/// NumberText.count(1, "album")     // 1 album
/// NumberText.count(12, "album")    // 12 albums
/// NumberText.digitCount(120)       // 3
/// ```
public enum NumberText {
  /// `5000` as `5,000`.
  public static func grouped(_ number: Int) -> SafeText {
    // Digits, commas and a sign are clean by construction.
    SafeText(sanitized: NumberWords.grouped(number))
  }

  /// `1 photo`, `5,000 photos`: the plural adds an `s`.
  public static func count(_ number: Int, _ singular: SafeText) -> SafeText {
    "\(grouped(number)) \(singular)\(number == 1 ? "" : "s")"
  }

  /// How many digits `number` has, for lining numbers up in a column.
  public static func digitCount(_ number: Int) -> Int { String(number.magnitude).count }
}
