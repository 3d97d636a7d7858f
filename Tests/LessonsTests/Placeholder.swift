// Placeholder until the Lessons issue lands its tests; delete it then.
