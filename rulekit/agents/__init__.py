"""Agents answer decisions from a player's view only (never the full state)."""
from rulekit.agents.base import AGENTS, Agent, GreedyAgent, RandomAgent, available_agents, make_agent
from rulekit.agents.ismcts import ISMCTSAgent
from rulekit.agents.lookahead import LookaheadAgent

# the search agents build on the others, so they register here rather than in base (no import back)
AGENTS.setdefault("ismcts", ISMCTSAgent)
AGENTS.setdefault("lookahead", LookaheadAgent)

__all__ = ["AGENTS", "Agent", "GreedyAgent", "RandomAgent", "available_agents", "make_agent"]
