import Foundation

/// Parses the three date forms HTTP allows (RFC 9110 §5.6.7), all in GMT: IMF-fixdate
/// (`Sun, 06 Nov 1994 08:49:37 GMT`), RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime
/// (`Sun Nov  6 08:49:37 1994`). By hand: `DateFormatter`'s lenience differs between platforms.
enum HTTPDate {
  /// The instant `text` names, or nil when it is none of the three forms or names no real date.
  static func parse(_ text: String) -> Date? {
    let tokens = text.split { $0 == " " || $0 == "," || $0 == "-" }.map(String.init)
    guard let weekday = tokens.first, weekdays.contains(weekday) else { return nil }
    let day: String
    let month: String
    let year: String
    let time: String
    switch tokens.count {
    case 6 where tokens[5] == "GMT":  // IMF-fixdate and RFC 850
      (day, month, year, time) = (tokens[1], tokens[2], tokens[3], tokens[4])
    case 5:  // asctime
      (month, day, time, year) = (tokens[1], tokens[2], tokens[3], tokens[4])
    default: return nil
    }
    let clock = time.split(separator: ":", omittingEmptySubsequences: false)
    guard let monthNumber = months.firstIndex(of: month), clock.count == 3,
      let dayNumber = number(day, digits: 1...2), var yearNumber = number(year, digits: 2...4),
      let hour = number(clock[0], digits: 2...2), let minute = number(clock[1], digits: 2...2),
      let second = number(clock[2], digits: 2...2)
    else { return nil }
    if year.count == 2 {
      // RFC 850's two-digit years: the century that is not far in the future.
      yearNumber += yearNumber < 70 ? 2000 : 1900
    }
    let components = DateComponents(
      year: yearNumber, month: monthNumber + 1, day: dayNumber, hour: hour, minute: minute,
      second: second)
    // The calendar would roll 31 February over into March: ask first whether the date is real.
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }

  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  private static let weekdays: Set<String> = [
    "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Monday", "Tuesday", "Wednesday",
    "Thursday", "Friday", "Saturday", "Sunday",
  ]

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar
  }()

  private static func number(_ text: some StringProtocol, digits: ClosedRange<Int>) -> Int? {
    guard digits.contains(text.count), text.allSatisfy(\.isASCIIDigit) else { return nil }
    return Int(text)
  }
}
