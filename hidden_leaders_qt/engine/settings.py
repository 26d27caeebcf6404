"""The settings a game is created from."""

from dataclasses import asdict, dataclass, fields

# The options of the modules of Forgotten Legacy part 1; a game saved before they existed
# has none of them, and is played without them.
MODULE_OPTIONS = ("queens_and_friend", "keeper_of_discord", "golems", "bribery", "artifacts", "royal_intrigue")


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
    artifacts: bool = False
    royal_intrigue: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 6:
            raise ValueError(f"players must be 2 to 6, not {self.players}")

    def to_data(self) -> dict:
        return asdict(self)

    @classmethod
    def from_data(cls, data: dict) -> "Settings":
        return cls(**data)

    @classmethod
    def types(cls) -> dict[str, type]:
        """Every setting's name and type, as data written by `to_data` holds them."""
        return {f.name: int if f.type in (int, "int") else bool for f in fields(cls)}
