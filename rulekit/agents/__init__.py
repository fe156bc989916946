"""Agents answer decisions from a player's view only (never the full state)."""
from rulekit.agents.base import AGENTS, Agent, GreedyAgent, RandomAgent, available_agents, make_agent

__all__ = ["AGENTS", "Agent", "GreedyAgent", "RandomAgent", "available_agents", "make_agent"]
