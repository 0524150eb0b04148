"""``python -m santorini.gui``."""

import sys

from santorini.gui.server import main

if __name__ == "__main__":
    sys.exit(main())
