"""RyF Desktop: a virtual tabletop for game masters of RyF (Rápido y Fácil)."""

__version__ = "0.1.0"
