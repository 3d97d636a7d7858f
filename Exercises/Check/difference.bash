# Where a failed expectation's two sides differ (sourced by Exercises/check): for a long text,
# the first line that differs, with its number and a few lines around it; for values that print
# alike (a composed and a decomposed accent, a zero-width space), their Unicode code points;
# for a value inserted and removed at once, that it moved. Swift Testing prints both sides
# whole and leaves the looking to the reader; a transcript of sixty lines with one word changed
# near its end hides its difference past anything a verdict can show whole.

# The message $1 (its lines joined by RS, \036) of an expectation `(A → "…") == (B → "…")`
# whose sides are texts of more than 12 lines: the expectation's first line with the values
# left out, the line number where the sides first differ, and the lines around it from both
# sides, each indented; the whole output is $2. Prints nothing, and fails, for any other message.
difference_of() {
  printf '%s' "$1" | LC_ALL=C awk -v RS='\036' -v output="$2" '
    { line[NR] = $0 }
    END {
      arrow = " \342\206\222 \""
      if (NR <= 12 || !(at = index(line[1], arrow))) exit 1
      for (k = 1; k <= NR; k++) if (index(line[k], "\") == ")) break
      if (k > NR) exit 1
      # The left side: from its first line, after the arrow, to the line where == stands.
      head = substr(line[1], 1, at - 1)
      if (k == 1) {
        rest = substr(line[1], at + length(arrow))
        split_at = index(rest, "\") == ")
        left[n = 1] = substr(rest, 1, split_at - 1)
        rest = substr(rest, split_at + 6)
      } else {
        left[n = 1] = substr(line[1], at + length(arrow))
        for (i = 2; i < k; i++) left[++n] = line[i]
        split_at = index(line[k], "\") == ")
        left[++n] = substr(line[k], 1, split_at - 1)
        rest = substr(line[k], split_at + 6)
      }
      # The right side: a named value `(B → "…")`, or a literal `"…"`.
      if (substr(rest, 1, 1) == "(" && (at = index(rest, arrow))) {
        named = substr(rest, 1, at - 1)
        rest = substr(rest, at + length(arrow))
        closing = "\")"
      } else if (substr(rest, 1, 1) == "\"") {
        named = ""
        rest = substr(rest, 2)
        closing = "\""
      } else exit 1
      right[m = 1] = rest
      for (i = k + 1; i <= NR; i++) right[++m] = line[i]
      last = right[m]
      if (substr(last, length(last) - length(closing) + 1) != closing) exit 1
      right[m] = substr(last, 1, length(last) - length(closing))

      for (d = 1; d <= n && d <= m; d++) if (left[d] != right[d]) break
      if (d > n && d > m) exit 1
      print "    " head " \342\206\222 \"\342\200\246\") == " (named == "" ? "\"\342\200\246\"" : named " \342\206\222 \"\342\200\246\")")
      printf "    The left side has %d lines, the right %d; they first differ at line %d:\n", n, m, d
      for (i = (d > 3 ? d - 3 : 1); i < d; i++) printf "         %4d  %s\n", i, left[i]
      if (d <= n) printf "      <  %4d  %s\n", d, left[d]
      else printf "      <  %4d  (the left side ends before this line)\n", d
      if (d <= m) printf "      >  %4d  %s\n", d, right[d]
      else printf "      >  %4d  (the right side ends before this line)\n", d
      for (i = d + 1; i <= d + 2 && i <= n && i <= m; i++) printf "         %4d  %s\n", i, left[i]
      printf "    (< is the left side, > the right; both whole: %s)\n", output
    }'
}

# Notes on the issue text $1 (a message and its detail lines, a line each): each pair of
# different words in it that differ only in letters beyond ASCII, accents written apart or
# invisible characters, with their code points; and each value that a difference line
# (`± inserted […], removed […]`) both inserts and removes, which moved. Prints nothing when
# there is nothing to say.
look_alikes() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { for (i = 1; i < 256; i++) ord[sprintf("%c", i)] = i }
    # The code points of the UTF-8 text s, into cps; returns how many.
    function decode(s, cps,   i, n, b, c, k, len) {
      n = 0; len = length(s); i = 1
      while (i <= len) {
        b = ord[substr(s, i, 1)]; i++
        if (b >= 240) { c = b - 240; k = 3 }
        else if (b >= 224) { c = b - 224; k = 2 }
        else if (b >= 192) { c = b - 192; k = 1 }
        else { c = b; k = 0 }
        for (; k > 0 && i <= len; k--) { c = c * 64 + ord[substr(s, i, 1)] - 128; i++ }
        cps[++n] = c
      }
      return n
    }
    function combining(c) {
      return (c >= 768 && c <= 879) || (c >= 6832 && c <= 6911) || (c >= 7616 && c <= 7679) \
        || (c >= 8400 && c <= 8447) || (c >= 65056 && c <= 65071)
    }
    function invisible(c) {
      return c == 173 || (c >= 8203 && c <= 8207) || (c >= 8234 && c <= 8238) || c == 8288 \
        || c == 65279 || (c >= 65024 && c <= 65039)
    }
    function blank(c) { return c == 160 || (c >= 8192 && c <= 8202) || c == 8239 || c == 12288 }
    # What s looks like, roughly: ASCII as it is, an accented Latin letter (composed, or a
    # letter with its accent written apart) as "?", blanks as a space, invisible characters
    # dropped, any other character as its code point.
    function skeleton(s,   cps, n, i, c, out) {
      n = decode(s, cps); out = ""
      for (i = 1; i <= n; i++) {
        c = cps[i]
        if (invisible(c)) continue
        if (combining(c)) { if (out != "") out = substr(out, 1, length(out) - 1) "?"; continue }
        if (blank(c)) out = out " "
        else if (c < 128) out = out sprintf("%c", c)
        else if (c >= 192 && c <= 591) out = out "?"
        else out = out "<" c ">"
      }
      return out
    }
    function points(s,   cps, n, i, out) {
      n = decode(s, cps); out = ""
      for (i = 1; i <= n; i++) out = out (i > 1 ? " " : "") sprintf("U+%04X", cps[i])
      return out
    }
    # The quoted strings of s, into q; returns how many.
    function quoted(s, q,   n) {
      n = 0
      while (match(s, /"([^"\\]|\\.)*"/)) { q[++n] = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH) }
      return n
    }
    {
      if (match($0, /^± inserted \[.*\], removed \[/)) {
        split("", ins); split("", rem)
        cut = index($0, "], removed [")
        a = quoted(substr($0, 1, cut), ins); b = quoted(substr($0, cut), rem)
        for (i = 1; i <= a; i++) for (j = 1; j <= b; j++)
          if (ins[i] == rem[j] && !(ins[i] in moved)) {
            moved[ins[i]] = 1
            print "    \342\206\263 " ins[i] " is both inserted and removed: the same value in another place (the order differs)"
          }
      }
      count = split($0, words, /[][ \t"(),]+/)
      for (i = 1; i <= count; i++) if (words[i] ~ /[\200-\377]/ && !(words[i] in seen)) {
        seen[words[i]] = 1; distinct[++total] = words[i]
      }
    }
    END {
      for (i = 1; i <= total; i++) for (j = i + 1; j <= total; j++)
        if (skeleton(distinct[i]) == skeleton(distinct[j]) && shown++ < 3) {
          print "    \342\206\263 \"" distinct[i] "\" and \"" distinct[j] "\" print alike but are different text:"
          print "        " distinct[i] "  " points(distinct[i])
          print "        " distinct[j] "  " points(distinct[j])
        }
    }'
}
