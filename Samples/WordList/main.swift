// Placeholder until the WordList sample lands; replace it then.
print("WordList is not built yet.")
