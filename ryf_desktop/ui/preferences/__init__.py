"""Edit → Preferences…: the program's own settings (the language), typed and versioned."""
