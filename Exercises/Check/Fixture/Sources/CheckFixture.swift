/// The fixture's module, empty on purpose: what the check's own test needs is tests that fail
/// in known ways, not code for them to judge.
public enum CheckFixture {}
