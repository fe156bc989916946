"""The build step pyproject.toml cannot say: a wheel carries the games' content and the JSON schemas.

`content/` and `schemas/` lie beside the `rulekit` package (the project's layout); package data can only come from
inside a package, so the build copies both into `rulekit/_shipped/` of the wheel, where `rulekit.shipped` finds
them. An editable install reads them where they are.
"""
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SHIPPED = ("content", "schemas")


class BuildWithContent(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for name in SHIPPED:
            target = Path(self.build_lib) / "rulekit" / "_shipped" / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(HERE / name, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


setup(cmdclass={"build_py": BuildWithContent})
