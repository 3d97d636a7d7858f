// Placeholder until the VideoPost sample lands; replace it then.
print("VideoPost is not built yet.")
