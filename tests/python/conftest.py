"""pytest setup for the Python SDK's tests: import the SDK from generated/python (what a team vendors)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.dont_write_bytecode = True
sys.path.insert(0, str(ROOT / "generated" / "python"))
