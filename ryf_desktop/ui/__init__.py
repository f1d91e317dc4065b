"""ui layer of RyF Desktop (see ARCHITECTURE.md)."""
