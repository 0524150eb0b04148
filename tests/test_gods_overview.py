"""docs/gods.md's table of every power is the one benchmarks/gods_overview.py makes from the
catalog and the speed and strength pages: a god made playable, banned or measured without
the table following fails here."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_table_of_every_power_is_up_to_date():
    made = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "gods_overview.py")], capture_output=True,
                          text=True, check=True).stdout
    assert made.count("\n") == 2 + 67
    assert made in (ROOT / "docs" / "gods.md").read_text(), "run benchmarks/gods_overview.py and paste its table"
