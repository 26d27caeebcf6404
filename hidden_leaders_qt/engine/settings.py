"""The settings a game is created from."""

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Settings:
    players: int = 4
    seed: int = 0
    promo_heroes: bool = True
    beginner: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 6:
            raise ValueError(f"players must be 2 to 6, not {self.players}")

    def to_data(self) -> dict:
        return asdict(self)

    @classmethod
    def from_data(cls, data: dict) -> "Settings":
        return cls(**data)
