/// The part of a list a request asks for, the way json-server pages: `_start` and `_limit`
/// (or `_end`), or `_page` and `_limit` (pages from 1, 10 records each unless `_limit` says).
///
/// A paged answer carries the whole list's length in `X-Total-Count`; an answer to a request
/// that names none of these is the whole list, without the header, as json-server does.
struct ListPage: Equatable {
  /// Where the page starts in the list.
  let start: Int
  /// Where it ends (exclusive); nil for the end of the list.
  let end: Int?

  /// json-server's page size for `_page` without `_limit`.
  static let defaultPageSize = 10

  /// The page `request` asks for; nil when it asks for the whole list. A value that is not a
  /// whole number, or is out of range (a negative start, a page below 1), is a 400 that names it.
  init?(_ request: FixtureRequest) throws(HTTPError) {
    let start = try request.count("_start")
    let end = try request.count("_end")
    let limit = try request.count("_limit")
    let page = try request.count("_page", from: 1)
    guard start != nil || end != nil || limit != nil || page != nil else { return nil }
    if let page {
      let size = limit ?? Self.defaultPageSize
      let (first, overflow) = (page - 1).multipliedReportingOverflow(by: size)
      self.start = overflow ? Int.max : first
      self.end = overflow ? Int.max : first.addingReportingOverflow(size).partialValue
    } else {
      self.start = start ?? 0
      self.end = end ?? limit.map { (start ?? 0).addingReportingOverflow($0).partialValue }
    }
  }

  /// The records of `records` on this page: an empty list past the end.
  func slice<Record>(of records: [Record]) -> ArraySlice<Record> {
    let lower = min(start, records.count)
    let upper = max(lower, min(end ?? records.count, records.count))
    return records[lower..<upper]
  }
}

extension FixtureResponse {
  /// The JSON list of `records`, or of the page of it `request` asks for, with the whole list's
  /// length in `X-Total-Count` when it asks for a page.
  static func list<Record: Encodable>(
    _ records: [Record], for request: FixtureRequest
  ) throws(HTTPError) -> FixtureResponse {
    guard let page = try ListPage(request) else { return .json(encoding: records) }
    return .json(encoding: Array(page.slice(of: records)))
      .adding(header: "X-Total-Count", String(records.count))
  }
}

extension FixtureRequest {
  /// The whole number in query parameter `name`, at least `minimum`; nil when it is absent.
  fileprivate func count(_ name: String, from minimum: Int = 0) throws(HTTPError) -> Int? {
    guard let value = queryValues(name).last else { return nil }
    guard let number = Int(value), number >= minimum else {
      throw .badRequest(
        "Query parameter \(name) must be a whole number from \(minimum), not \"\(value)\"")
    }
    return number
  }
}
