"""The dice roller dock: expressions and checks, exact odds before rolling, painted dice, a log."""
