"""Edit → Preferences…: the program's own settings (the language), typed and versioned.

``settings`` wraps ``QSettings`` with typed keys and upgrades old settings step by step;
``controller`` has the window and owns the menu action, stores the choice and restarts the
program when the game master asks to.
"""
