"""Compile stage: YAML documents to a runnable GameDef."""
