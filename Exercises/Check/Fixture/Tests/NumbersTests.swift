import Testing

/// Failures in the exercise's own test file: a parameterized test whose cases fail one
/// expectation or two (3 is odd; 5 is odd and not small), beside a test that passes.
struct NumbersTests {
  @Test func aPassingTestIsTicked() {
    #expect(2.isMultiple(of: 2))
  }

  @Test(arguments: [2, 3, 5])
  func numbersAreEvenAndSmall(_ number: Int) {
    #expect(number.isMultiple(of: 2), "\(number) is odd")
    #expect(number < 4, "\(number) is not small")
  }
}
