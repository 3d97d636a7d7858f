/// The modules a Swift source imports, read the way the compiler reads import declarations, not
/// line by line: comments and string literals never count, and every form does.
///
/// `import M`, `@testable import M`, `@preconcurrency import M`, `@_spi(X) import M`,
/// `import struct M.T`, several on one line after `;`, and an attribute on the line before.
enum ImportScanner {
  /// Each imported module with the line its `import` keyword is on.
  static func imports(in source: String) -> [(line: Int, module: String)] {
    let kinds: Set<Substring> = [
      "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor",
    ]
    let tokens = Self.tokens(of: code(of: source))
    var found: [(Int, String)] = []
    for (index, token) in tokens.enumerated() where token.text == "import" {
      // An import keyword starts a declaration: only attributes may come before it.
      guard index == 0 || tokens[index - 1].endsDeclaration || tokens[index - 1].isAttribute
      else { continue }
      var next = index + 1
      if next < tokens.count, kinds.contains(tokens[next].text) { next += 1 }
      guard next < tokens.count, let module = tokens[next].text.split(separator: ".").first
      else { continue }
      found.append((token.line, String(module)))
    }
    return found
  }

  private struct Token {
    let text: Substring
    let line: Int
    /// Whether a declaration may start after it: a statement ended at a newline or `;`.
    var endsDeclaration = false
    var isAttribute: Bool { text.hasPrefix("@") }
  }

  /// The words of `code`, an attribute's parenthesized arguments kept with it.
  private static func tokens(of code: String) -> [Token] {
    var tokens: [Token] = []
    var line = 1
    var start: String.Index?
    var depth = 0  // inside an attribute's parentheses: `@_spi(Two Words)` is one token
    for index in code.indices {
      let character = code[index]
      if let begun = start, code[begun] == "@" {
        if character == "(" { depth += 1 }
        if character == ")" { depth = max(0, depth - 1) }
      }
      let separates = depth == 0 && (character.isWhitespace || character == ";")
      if separates, let begun = start {
        tokens.append(Token(text: code[begun..<index], line: line))
        start = nil
      } else if !separates, start == nil {
        start = index
      }
      if separates, character.isNewline || character == ";", !tokens.isEmpty {
        tokens[tokens.count - 1].endsDeclaration = true
      }
      if character.isNewline { line += 1 }
    }
    if let begun = start { tokens.append(Token(text: code[begun...], line: line)) }
    return tokens
  }

  /// `source` with every comment and string literal blanked out, line breaks kept, so what is
  /// left is code and line numbers still match.
  static func code(of source: String) -> String {
    var code = ""
    var rest = Substring(source)
    var blockDepth = 0
    while let character = rest.first {
      if blockDepth > 0 {
        if rest.hasPrefix("*/") {
          blockDepth -= 1
          rest = rest.dropFirst(2)
        } else if rest.hasPrefix("/*") {
          blockDepth += 1
          rest = rest.dropFirst(2)
        } else {
          code.append(character.isNewline ? character : " ")
          rest = rest.dropFirst()
        }
      } else if rest.hasPrefix("//") {
        rest = rest.drop { !$0.isNewline }
      } else if rest.hasPrefix("/*") {
        blockDepth = 1
        rest = rest.dropFirst(2)
      } else if let string = stringLiteral(at: rest) {
        code += String(string.filter(\.isNewline))
        rest = rest.dropFirst(string.count)
      } else {
        code.append(character)
        rest = rest.dropFirst()
      }
    }
    return code
  }

  /// The string literal `text` starts with (any number of `#`, one or three quotes), or nil.
  private static func stringLiteral(at text: Substring) -> Substring? {
    let hashes = text.prefix { $0 == "#" }
    let afterHashes = text.dropFirst(hashes.count)
    guard afterHashes.first == "\"" else { return nil }
    let quotes = afterHashes.hasPrefix("\"\"\"") ? "\"\"\"" : "\""
    let closing = quotes + hashes
    var body = afterHashes.dropFirst(quotes.count)
    while !body.isEmpty {
      if hashes.isEmpty, body.first == "\\" {
        body = body.dropFirst(2)  // an escaped character, a quote perhaps
      } else if body.hasPrefix(closing) {
        let end = body.index(body.startIndex, offsetBy: closing.count)
        return text[text.startIndex..<end]
      } else if quotes == "\"", body.first?.isNewline == true {
        return text[..<body.startIndex]  // unterminated: a one-line string ends with its line
      } else {
        body = body.dropFirst()
      }
    }
    return text[...]  // unterminated: the rest is the string
  }
}
