// Placeholder until the Lessons issue lands its examples; delete it then.
