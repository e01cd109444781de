import sys

from accessible_games.cli import main

sys.exit(main())
