"""Maintenance tools for content (run as `python -m rulekit.tools.<name>`)."""
