/// A tiny seedable pseudo-random generator: SplitMix64 (Steele, Lea and Flood, 2014).
///
/// The fixture data must be identical on every machine, platform and Swift release, so it uses
/// this instead of `SystemRandomNumberGenerator` (not seedable) and instead of the standard
/// library's `random(in:using:)` and `shuffle(using:)`, whose algorithms may change between
/// releases. Every step below is written out, so the output can never change underneath us.
struct SplitMix64 {
  private var state: UInt64

  /// A generator for one stream of a seed, such as "the photo with id 7".
  ///
  /// Each record draws from its own stream, so changing how many photos an album has does not
  /// change the titles of the photos that were already there.
  init(seed: UInt64, stream: UInt64) {
    state = Self.mix(seed ^ Self.mix(stream))
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// A number in `0..<bound`. The modulo bias is below 2⁻⁵⁰ for our small bounds: irrelevant.
  mutating func next(below bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    return Int(next() % UInt64(bound))
  }

  /// A number in `range`.
  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(below: range.count)
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[next(below: elements.count)]
  }

  /// `elements` in a random order (Fisher–Yates).
  mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, next(in: 0...index))
    }
    return result
  }

  /// The SplitMix64 finaliser: scrambles all 64 bits so that nearby inputs look unrelated.
  private static func mix(_ input: UInt64) -> UInt64 {
    var bits = input
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return bits ^ (bits >> 31)
  }
}
