"""Run the rulekit command line from a checkout: `python cli.py lint` is `rulekit lint`."""
from rulekit.cli import main

if __name__ == "__main__":
    main()
