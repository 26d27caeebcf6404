"""The settings a game is created from."""

from dataclasses import asdict, dataclass, fields

# The options of the modules of Forgotten Legacy; a game saved before they existed has none of
# them, and is played without them.
MODULE_OPTIONS = ("queens_and_friend", "keeper_of_discord", "golems", "bribery", "artifacts", "royal_intrigue")
# Options of Forgotten Legacy part 2, written into data only when on: data of a game without
# them stays exactly what it was before they existed.
WRITTEN_WHEN_ON = ("bribery", "artifacts", "royal_intrigue")
OPTION_NEEDS = {"royal_intrigue": ("queens_and_friend", "artifacts")}
"""An option that works only with others on: Royal Intrigue is a variant of Queens & Friend with Artifacts."""
OPTION_TITLES = {"queens_and_friend": "Queens & Friend", "artifacts": "Artifacts", "royal_intrigue": "Royal Intrigue"}


@dataclass(frozen=True)
class Settings:
    players: int = 4
    seed: int = 0
    promo_heroes: bool = True
    beginner: bool = False
    queens_and_friend: bool = False
    """The 3 Queens and Emperor's Best Friend."""
    keeper_of_discord: bool = False
    """The Keeper of Discord, a promo card of its own."""
    golems: bool = False
    """The Golems module: golem heroes and leaders, the golem marker and the fate cards."""
    bribery: bool = False
    """The Bribery module: the bag of tokens, the bribery card and the bribe (see `bribery`)."""
    artifacts: bool = False
    """The Artifacts module: one double-sided artifact per player, used by spending its tokens."""
    royal_intrigue: bool = False
    """The Royal Intrigue variant: the Queens and the Friend in a row, won by artifact uses."""

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 6:
            raise ValueError(f"players must be 2 to 6, not {self.players}")
        for option, needs in OPTION_NEEDS.items():
            missing = [OPTION_TITLES[need] for need in needs if not getattr(self, need)]
            if getattr(self, option) and missing:
                all_needs = " and ".join(OPTION_TITLES[need] for need in needs)
                raise ValueError(f"{OPTION_TITLES[option]} needs {all_needs}: switch on {' and '.join(missing)} too")

    def to_data(self) -> dict:
        """Every setting; a module added later only when it is on, so that a game without it
        is written (and fingerprinted) as before the module existed."""
        data = asdict(self)
        for name in WRITTEN_WHEN_ON:
            if not data[name]:
                del data[name]
        return data

    @classmethod
    def from_data(cls, data: dict) -> "Settings":
        return cls(**data)

    @classmethod
    def types(cls) -> dict[str, type]:
        """Every setting's name and type, as data written by `to_data` holds them."""
        return {f.name: int if f.type in (int, "int") else bool for f in fields(cls)}
