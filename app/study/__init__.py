"""Headless study helpers: the sentences that answer a paragraph's question, and whether a
comment is supported, not in the paragraph, or contradicted by it.

Both use the local NLI model when it is available and say so (`engine` "model"),
else word overlap (`engine` "word-overlap", with the reason in `note`). They
block while the model runs: async callers use the `*_async` functions.
"""
