"""The laws of RyF as pure Python: no Qt, no database, no other part of the package.

Every function that rolls takes ``rng``: any object with ``randint(a, b)``, such as
``random.Random``, so that tests can script the dice.
"""
