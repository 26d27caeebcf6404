import sys

from hidden_leaders_qt.cli import main

sys.exit(main())
