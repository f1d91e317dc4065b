"""catalog layer of RyF Desktop (see ARCHITECTURE.md)."""
