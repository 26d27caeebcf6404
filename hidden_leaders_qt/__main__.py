import sys

from hidden_leaders_qt.cli import main

# guarded: the search's worker processes are spawned and import the main module again
if __name__ == "__main__":
    sys.exit(main())
