/// Byte counts written for people, in decimal units: `512 bytes`, `12.4 MB`, `2.0 GB`. Not a
/// locale-dependent formatter, so frames (and their golden files) are the same on every machine.
public enum ByteCountText {
  /// `count` bytes in the largest unit that keeps at least 1 of it, to one decimal.
  public static func text(_ count: Int64) -> String {
    let magnitude = count.magnitude
    let sign = count < 0 ? "-" : ""
    guard magnitude >= 1000 else { return count == 1 ? "1 byte" : "\(count) bytes" }
    let units = ["kB", "MB", "GB", "TB", "PB", "EB"]
    var divisor: UInt64 = 1000
    for (index, unit) in units.enumerated() {
      // Tenths, rounded half up, in whole numbers: no floating-point rounding surprises.
      let tenths = magnitude / divisor * 10 + (magnitude % divisor * 10 + divisor / 2) / divisor
      // 999,960 bytes rounds to 1000.0 kB: say 1.0 MB instead.
      if tenths < 10_000 || index == units.count - 1 {
        return "\(sign)\(tenths / 10).\(tenths % 10) \(unit)"
      }
      divisor *= 1000
    }
    return "\(count) bytes"
  }
}
