import Foundation

/// A list decoded from a long body a run of elements at a time (``JSONArrayRuns``), so decoding
/// holds one run's worth of `JSONDecoder`'s working memory instead of the whole body's.
protocol DecodableInRuns {
  /// The value of `body`, decoded `runLength` elements at a time; nil when the body is not an
  /// array the scan can split or a run does not decode, so the caller decodes it whole and a
  /// failure is worded as it always was.
  static func decodedInRuns(from body: Data, runLength: Int) -> Self?
}

/// When a body is decoded in runs, and how long a run is.
enum DecodedInRuns {
  /// Bodies shorter than this decode whole: splitting saves nothing worth a second pass.
  static let minimumBodySize = 4 * 1024 * 1024
  /// Elements in a run: 10,000 photos are about 2 MB of JSON.
  static let runLength = 10_000
}

extension Array: DecodableInRuns where Element: Decodable {
  static func decodedInRuns(from body: Data, runLength: Int) -> [Element]? {
    guard
      let found = body.withUnsafeBytes({ JSONArrayRuns($0, runLength: Swift.max(1, runLength)) })
    else { return nil }
    var elements: [Element] = []
    elements.reserveCapacity(found.count)
    let decoder = JSONDecoder()
    for run in found.runs {
      var chunk = Data(capacity: run.count + 2)
      chunk.append(UInt8(ascii: "["))
      chunk.append(body[(body.startIndex + run.lowerBound)..<(body.startIndex + run.upperBound)])
      chunk.append(UInt8(ascii: "]"))
      guard let decoded = try? decoder.decode([Element].self, from: chunk) else { return nil }
      elements += decoded
    }
    return elements.count == found.count ? elements : nil
  }
}
