"""pytest setup for the Python SDK's tests: import the SDK from generated/python (what a team vendors).

NUWAX_PYTHON_SDK_DIR names another generated Python folder to import it from (an edited contract's
output: conformance/README.md "Another contract").
"""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.dont_write_bytecode = True
sys.path.insert(0, os.environ.get("NUWAX_PYTHON_SDK_DIR") or str(ROOT / "generated" / "python"))
