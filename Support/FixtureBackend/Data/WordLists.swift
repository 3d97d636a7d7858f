/// The vocabulary the generated data is drawn from.
///
/// Mostly plain English, because most real captions are; then the text that breaks naive views:
/// accents (combining-free and not), CJK (two columns per character in a terminal), and emoji,
/// including a ZWJ family that is one character but several scalars.
enum WordLists {
  static let plain = [
    "afternoon", "along", "amber", "and", "at", "autumn", "balcony", "beach", "before", "bicycle",
    "birthday", "blue", "bridge", "by", "cabin", "canal", "cathedral", "city", "cliffs", "clouds",
    "coast", "cold", "corner", "dinner", "dog", "dusk", "early", "evening", "ferry", "field",
    "first", "fog", "forest", "friends", "garden", "golden", "grandma", "green", "harbour", "hills",
    "holiday", "house", "in", "island", "kitchen", "lake", "lantern", "last", "light", "little",
    "long", "market", "meadow", "morning", "mountain", "night", "of", "old", "on", "orchard",
    "park", "path", "picnic", "quiet", "rain", "river", "road", "rooftop", "sea", "shadow",
    "snow", "spring", "square", "station", "street", "summer", "sunrise", "tea", "the", "tide",
    "tower", "train", "trip", "under", "valley", "view", "walk", "water", "wedding", "window",
    "winter", "with", "wooden", "yellow",
  ]

  static let accented = [
    "café", "crème brûlée", "Ångström", "naïve", "façade", "jalapeño", "Zürich", "smörgåsbord",
    "déjà vu", "São Paulo", "piñata", "Kraków", "fiancée", "Reykjavík", "über", "Malmö",
  ]

  static let cjk = ["東京", "写真", "사진", "京都", "花火", "富士山", "서울", "上海", "桜", "夏祭り"]

  static let emoji = ["🌅", "👨‍👩‍👧"]

  /// First names with the ASCII handle used in usernames and email addresses.
  static let firstNames: [(name: String, handle: String)] = [
    ("Zoë", "zoe"), ("José", "jose"), ("Ingrid", "ingrid"), ("Chloé", "chloe"),
    ("Søren", "soren"), ("Amara", "amara"), ("Hiroshi", "hiroshi"), ("Mei", "mei"),
    ("Ji-woo", "jiwoo"), ("Lucía", "lucia"), ("Olamide", "olamide"), ("Björn", "bjorn"),
    ("Priya", "priya"), ("Mateus", "mateus"), ("Aoife", "aoife"), ("Noah", "noah"),
  ]

  /// Family names with the ASCII handle used in usernames and email addresses.
  static let lastNames: [(name: String, handle: String)] = [
    ("Ångström", "angstrom"), ("Núñez", "nunez"), ("Okafor", "okafor"), ("Dubois", "dubois"),
    ("Tanaka", "tanaka"), ("Kim", "kim"), ("Fischer", "fischer"), ("Kowalski", "kowalski"),
    ("Haddad", "haddad"), ("Moreau", "moreau"), ("Silva", "silva"), ("Lindqvist", "lindqvist"),
    ("O'Brien", "obrien"), ("Castillo", "castillo"), ("Nakamura", "nakamura"),
    ("Petrova", "petrova"),
  ]

  /// Cities a generated user lives in, some with accents.
  static let cities = [
    "Lisboa", "Kraków", "Osaka", "Reykjavík", "Lagos", "Montréal", "Göteborg", "Busan",
    "São Paulo", "Dublin",
  ]

  /// Companies a generated user works for.
  static let companies = [
    "Northwind Optics", "Fjord & Field", "Kestrel Labs", "Paper Lantern Studio",
    "Blue Heron Press", "Tidewater Maps", "Aurora Glassworks", "Quiet Harbor",
  ]
}
