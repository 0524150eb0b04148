"""``python -m santorini.protocol``: the USP engine on stdin/stdout (as ``santorini-engine``)."""

import sys

from santorini.protocol.server import main

if __name__ == "__main__":
    sys.exit(main())
