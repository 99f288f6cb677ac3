"""Edits of a plan preview before it runs (remove a step, change its arguments, add
one): each returns a new, validated plan or raises ValueError with the reason."""

from app.orchestrator.plan_edits import add_step, remove_step, set_args

__all__ = ["add_step", "remove_step", "set_args"]
