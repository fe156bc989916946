"""Run stage: the state, its events, the engine driving a game, and the core primitives."""
