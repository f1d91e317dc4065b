"""`python -m ryf_desktop` starts the program."""

import sys

from ryf_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
