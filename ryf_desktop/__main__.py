"""`python -m ryf_desktop` starts the program."""

import multiprocessing
import sys

from ryf_desktop.app import main

if __name__ == "__main__":
    # In the frozen program the forecast's worker process is this executable again: run its job.
    multiprocessing.freeze_support()
    sys.exit(main())
