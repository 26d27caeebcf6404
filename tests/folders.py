"""Folders a test needs in a particular state."""

import contextlib
import os
import shutil
import subprocess
from pathlib import Path


@contextlib.contextmanager
def locked(folder: Path):
    """Nobody may create or replace files in `folder` meanwhile, root included (root ignores
    permission bits, so for root the folder is made immutable)."""
    folder.chmod(0o555)
    immutable = os.geteuid() == 0
    if immutable:
        assert shutil.which("chattr"), "root needs chattr to make a folder unwritable"
        subprocess.run(["chattr", "+i", str(folder)], check=True)
    try:
        yield folder
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
        folder.chmod(0o755)
