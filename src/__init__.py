"""Santorini engine."""
