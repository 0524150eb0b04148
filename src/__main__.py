"""``python -m santorini``: the ``santorini`` command line."""

import sys

from santorini.tools.cli import main

if __name__ == "__main__":
    sys.exit(main())
