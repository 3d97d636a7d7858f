extension PPMDecoder {
  /// Why a body is not an image the decoder reads, worded for a person.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The body does not start with `P6`: it is some other format, or not an image at all.
    case notPPM
    /// The header is broken; `reason` says where, as in "the height is not a number".
    case malformedHeader(String)
    /// The header's maximum sample value is not 255, the only depth the decoder reads.
    case unsupportedMaximumValue(Int)
    /// The header claims a picture wider or taller than `limit` pixels.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The body ends before the last pixel: `received` of the `expected` pixel bytes arrived.
    case truncated(expected: Int, received: Int)

    /// One line for a person, without a trailing period.
    public var description: String {
      switch self {
      case .notPPM: "The image is not a binary PPM: it does not start with P6"
      case .malformedHeader(let reason): "The image's header is malformed: \(reason)"
      case .unsupportedMaximumValue(let value):
        "The image uses samples up to \(value); only 8-bit images (up to 255) are supported"
      case .tooLarge(let width, let height, let limit):
        "The image is \(width)×\(height) pixels, larger than the \(limit)×\(limit) limit"
      case .truncated(let expected, let received):
        "The image is cut short: \(received) of \(expected) pixel bytes arrived"
      }
    }
  }
}
