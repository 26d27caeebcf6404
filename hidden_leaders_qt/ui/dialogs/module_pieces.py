"""The pieces of Forgotten Legacy part 2 for the card browser: the six kinds of bribery token
and the twelve artifact sides, each with its picture and what it does, in our own words."""

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from hidden_leaders_qt.engine.data.card_language import card_name, card_text
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.modules.artifact_cards import ArtifactSide
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS
from hidden_leaders_qt.engine.words.titles import token_title
from hidden_leaders_qt.ui.art.artifact_art import paint_artifact, timing_title
from hidden_leaders_qt.ui.art.token_art import SWITCHES, paint_token
from hidden_leaders_qt.ui.dialogs.faction_names import faction_name

translate = QCoreApplication.translate
PAPER = QColor("#f3ead4")
INK = QColor("#2a1d10")


def token_text(kind: str) -> str:
    """What a kind of bribery token does, in the language shown."""
    if kind == "loyalty_x2":
        return translate(
            "module_pieces",
            "At the end of the game the hero counts as two heroes of its faction; a golem counts as two "
            "golems and as two heroes of its base faction. In the count of the fewest heroes it is still one card.",
        )
    if kind == "protection":
        return translate(
            "module_pieces",
            "When a hero with a token would be buried, its owner may reveal this token on it to keep the "
            "hero, or reveal it on another hero of their own to have that one buried instead; the token goes back "
            "into the bag. Still in place at the end, it makes its hero count as a Golem as well.",
        )
    switch = translate(
        "module_pieces",
        "At the end of the game the hero counts only as a hero of the {faction}. A golem stays "
        "a golem; only its base faction changes. Until then every effect sees the printed faction.",
    )
    return switch.format(faction=faction_name(SWITCHES[kind], "genitive"))


class TokenPiece(NamedTuple):
    """One kind of bribery token (three of each lie in the bag)."""

    kind: str

    @property
    def name(self) -> str:
        return token_title(self.kind)


Piece = TokenPiece | ArtifactSide


def pieces(db: CardDB) -> list[Piece]:
    """The token kinds, then every artifact side in the order of its card."""
    return [*(TokenPiece(kind) for kind in TOKEN_KINDS), *sorted(db.artifact_sides, key=lambda s: (s.card, s.index))]


def piece_title(piece: Piece) -> str:
    if isinstance(piece, TokenPiece):
        return translate("module_pieces", "{name} (bribery token)").format(name=piece.name)
    return translate("module_pieces", "{name} (artifact)").format(name=card_name(piece))


def piece_description(piece: Piece) -> str:
    if isinstance(piece, TokenPiece):
        token = translate("module_pieces", "A bribery token of the Bribery module, three of its kind in the bag.")
        return token + "\n" + token_text(piece.kind)
    side = translate("module_pieces", "Artifact card {card}, one of its two sides: {tokens} tokens, {timing}.")
    side = side.format(card=piece.card, tokens=piece.tokens, timing=timing_title(piece.timing))
    return side + "\n" + card_text(piece)


def piece_icon(piece: Piece, size: QSize, dpr: float) -> QIcon:
    pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    side = size.height()
    if isinstance(piece, TokenPiece):
        paint_token(painter, piece.kind, QRectF(0, 0, side, side))
    else:
        paint_artifact(painter, QRectF(0, 0, side * 1.6, side), "", piece.timing, 0, 0)
    painter.end()
    return QIcon(pixmap)


def paint_piece(painter: QPainter, rect: QRectF, piece: Piece) -> None:
    """The piece large on a sheet of paper, its rules text below it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(INK)
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect, 10, 10)
    inner = rect.adjusted(16, 16, -16, -16)
    if isinstance(piece, TokenPiece):
        side = min(inner.width(), inner.height() * 0.45)
        paint_token(painter, piece.kind, QRectF(inner.center().x() - side / 2, inner.top(), side, side))
        text_top = inner.top() + side + 14
        text = token_text(piece.kind)
    else:
        plaque = QRectF(inner.left(), inner.top(), inner.width(), min(90.0, inner.height() * 0.25))
        paint_artifact(painter, plaque, card_name(piece), piece.timing, piece.tokens, piece.tokens)
        text_top = plaque.bottom() + 14
        timing = timing_title(piece.timing)
        text = f"{timing[0].upper()}{timing[1:]}.\n\n{card_text(piece)}"
    font = QFont()
    font.setPixelSize(max(12, round(rect.width() / 22)))
    painter.setFont(font)
    painter.setPen(INK)
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    painter.drawText(QRectF(inner.left(), text_top, inner.width(), inner.bottom() - text_top), flags, text)
    painter.restore()
