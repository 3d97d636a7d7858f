// Placeholder until the benchmarks land; replace it then.
print("No benchmarks yet.")
