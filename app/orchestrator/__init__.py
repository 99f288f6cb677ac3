"""Planning, execution, critique and persistence of runs (no Qt)."""
