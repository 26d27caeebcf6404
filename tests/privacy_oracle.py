"""The hot-seat privacy oracle: everything a person at the screen can see must be allowed
by the engine's view of the seat on screen (or, while only public cards are shown, by
every seat's view at once).

What it collects: card faces on the table (scene items shown face up, or face-down heroes
shown to their owner), the top of the Graveyard, the large preview, the fate cards drawn
(Golems module), the fronts of bribery tokens on heroes and the artifact sides on the name
plates (Forgotten Legacy part 2), and every text on screen (side panel, buttons, status bar, tooltips, the
log, open dialogs) scanned for hero, leader and fate card names. While a hand-off screen is
up, nothing private may be on screen at all. The advisor's answer and training note (its
painted belief bars too) belong to one seat: they may show only to that seat alone, and name
no card it cannot identify. A replay window beside it is checked against its own game the
same way; while one shows a hand-off cover or a person's view of an unfinished hot-seat game,
the main table of a hot-seat game may show public cards only, and its next private view must
come after a hand-off again.
"""

from dataclasses import dataclass, field

from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.card_language import card_name, german_name
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS, TOKEN_TITLES
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.engine.words.german_grammar import CASES
from hidden_leaders_qt.engine.words.german_words import TOKENS
from hidden_leaders_qt.language import LANGUAGES
from hidden_leaders_qt.saved_games.replay import EVERYTHING, needs_cover
from hidden_leaders_qt.ui.replay.replay_window import ReplayWindow
from hidden_leaders_qt.ui.table.golem_pieces import FateCardItem
from hidden_leaders_qt.ui.table.items import CardItem, PileItem
from hidden_leaders_qt.ui.table.module_items import ArtifactBadge, TokenBadge
from hidden_leaders_qt.ui.window.main_window import MainWindow

# the bribery tokens' names in either language
TOKEN_NAMES = (*TOKEN_TITLES.values(), *TOKENS.values())


@dataclass
class PrivacyTally:
    checks: int = 0
    handoffs_seen: int = 0
    faces: int = 0
    names_in_text: int = 0
    hurried: int = 0
    advisor_checks: int = 0
    readers: set = field(default_factory=set)
    log_lines_checked: set = field(default_factory=set)
    # whom the last hand-off screen asked to take over (in hot-seat, nobody's cards show before)
    called: str | None = None


def zone_cards(view: SeatView, zone: int, seat: int) -> tuple[int, ...]:
    return {
        Zone.HAND: lambda: view.hands[seat],
        Zone.FACE_UP: lambda: view.face_up[seat],
        Zone.FACE_DOWN: lambda: view.face_down[seat],
        Zone.TAVERN: lambda: view.tavern,
        Zone.LOOKING: lambda: view.looking,
        Zone.IN_PLAY: lambda: view.in_play,
        Zone.GRAVEYARD: lambda: view.graveyard,
    }[Zone(zone)]()


def identifiable(view: SeatView) -> set[int]:
    """Every card this view can name, wherever it lies."""
    groups = [*view.hands, *view.face_up, *view.face_down]
    groups += [view.tavern, view.graveyard, view.wilderness, view.harbor, view.looking, view.in_play]
    if view.artifacts is not None:  # the Royal Intrigue row lies face up
        groups.append(view.artifacts.row)
    return {card for group in groups for card in group if card >= 0}


def every_name(heroes) -> dict[str, int]:
    """Each hero's name in every language and every form German declines it to ("den
    Springenden Schamanen"), so a name is found in whatever case a sentence puts it."""
    names = {card_name(hero, code): hero.index for hero in heroes for code in LANGUAGES}
    for hero in heroes:
        for case in CASES:
            for article in ("definite", "indefinite", "none"):
                names[german_name(hero, case, article)] = hero.index
    return names


def names_in(text: str, names: dict[str, int]) -> set[int]:
    return {index for name, index in names.items() if name in text}


def on_screen_texts(window: MainWindow) -> list[str]:
    """Texts a person can read now: visible labels and buttons of every visible window,
    tooltips of visible widgets and table items, and the status bar."""
    texts = [window.statusBar().currentMessage(), window.windowTitle()]
    notices = set(notice_texts(window))  # checked against what their events showed (`check_notices`)
    for top in QApplication.topLevelWidgets():
        if top.isVisible() and not isinstance(top, ReplayWindow):  # a replay is of a game of its own
            texts += widget_texts(top)
    if window.table.isVisible():
        texts += [item.toolTip() for item in window.scene.items() if item.isVisible()]
    return [text for text in texts if text and text not in notices]


def notice_texts(window: MainWindow) -> list[str]:
    """What the notices of what happened to a person's cards say on screen: the side panel's
    line and the tooltips of their marks on the table."""
    texts = [window.what_happened.bar.label.text()] if window.what_happened.bar.isVisible() else []
    return texts + [mark.toolTip() for mark in window.what_happened.marks.items() if mark.isVisible()]


def check_notices(window: MainWindow, state, readers: list[int], hero_names: dict[str, int]) -> None:
    """The notices show to one person alone, the one whose cards are on screen, and name only
    cards an event of the game showed that person (the card taken from their hand, the hero
    that took it)."""
    texts = notice_texts(window)
    if not texts:
        return
    assert readers == [window.session.model.viewer], f"notices of {window.session.model.viewer} shown to {readers}"
    (reader,) = readers
    seen = set()
    for event in state.events():
        if event.card >= 0 and event.visible >> reader & 1:
            seen.add(event.card)
        if event.kind == "exchange" and event.value[1] >> reader & 1:
            seen.add(event.value[0])
    for text in texts:
        named = names_in(text, hero_names)
        assert named <= seen, f"a notice names cards {readers} never saw: {text!r}"


def widget_texts(top: QWidget) -> list[str]:
    """The tooltips of `top` and its visible widgets, and the texts of its labels and buttons."""
    texts = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
    return texts


def replay_windows() -> list[ReplayWindow]:
    return [top for top in QApplication.topLevelWidgets() if isinstance(top, ReplayWindow) and top.isVisible()]


def replay_holds_eyes(replay: ReplayWindow) -> bool:
    """The replay shows a hand-off cover, or the view of one person of an unfinished hot-seat
    game: somebody in particular is called to the screen."""
    game = replay.game
    return replay.covered or needs_cover(game.saved, game.is_over, replay.reader)


def allowed_readers(window: MainWindow, state) -> list[int]:
    """Whose view may be on screen, worked out from the rules of the table, not from the
    window: with one person, theirs; in hot-seat, only the person deciding now, once the
    hand-off screen is gone; otherwise only what every seat may see."""
    seats = window.session.model.seats
    humans = [seat for seat, info in enumerate(seats) if info.is_human]
    if len(humans) <= 1:
        return humans or [0]
    if any(replay_holds_eyes(replay) for replay in replay_windows()):
        return list(range(state.n))
    deciding = state.deciding_seat
    if window.pages.currentWidget() is not window.handoff and deciding in humans:
        return [deciding]
    return list(range(state.n))


def check_privacy(window: MainWindow, tally: PrivacyTally) -> None:
    model = window.session.model
    state = model.state_copy()
    db = state.db
    # a name in either language: a German table names the cards the rulebooks name in German
    hero_names = every_name(db.heroes)
    handoff = window.pages.currentWidget() is window.handoff
    readers = allowed_readers(window, state)
    views = [state.view_for(seat) for seat in readers]
    tally.checks += 1
    tally.readers.add(tuple(readers))
    if any(replay_holds_eyes(replay) for replay in replay_windows()):
        tally.called = None  # whoever is at the screen now, the main window must ask again
    if handoff:
        tally.handoffs_seen += 1
        tally.called = window.handoff.name
        assert not window.splitter.isVisible(), "the table shows behind the hand-off screen"
        assert window.panel.previewed is None, (
            f"a card preview ({window.panel.previewed.name}) is kept behind the hand-off screen"
            f" ({state.pending.kind if state.pending else None}, {state.pending.seat if state.pending else None})"
        )
    elif len(readers) == 1 and sum(info.is_human for info in model.seats) > 1:
        name = model.seats[readers[0]].name
        assert tally.called == name, f"{name}'s cards may show only after a hand-off to them (last: {tally.called})"

    check_table(window.scene, state, views, readers, tally)
    previewed = window.panel.previewed
    if previewed is not None:
        check_preview(previewed, db, views, readers, kept_shown(window.scene))
        tally.faces += 1
    check_texts(on_screen_texts(window), state, views, readers, tally)
    check_notices(window, state, readers, hero_names)
    if window.panel.log.isVisible():
        check_log(window.log_model, readers, hero_names, fate_names(db), tally)
    check_advisor(window, handoff, readers, views, hero_names, tally)
    for replay in replay_windows():
        check_replay(replay, tally)


def fate_names(db) -> dict[str, str]:
    return {card_name(fate, code): fate.id for fate in db.fates for code in LANGUAGES}


def check_table(scene, state, views: list[SeatView], readers: list[int], tally: PrivacyTally) -> None:
    """Every face on a table (the main window's or a replay's) is one each reader can identify."""
    for item in scene.items():
        if isinstance(item, CardItem) and item.isVisible():
            if item.leader is not None:
                owner = item.key[1]
                assert all(v.leaders[owner] == item.leader.index for v in views), (
                    f"leader {item.leader.name} of seat {owner} shows to readers {readers}"
                )
                tally.faces += 1
            elif item.hero is not None and item.position is None:
                # on its way off the table (ui/table/motion.py): only a face every reader can name
                assert all(item.hero.index in identifiable(v) for v in views), (
                    f"{item.hero.name} shows on its way off the table to readers {readers}"
                )
                tally.faces += 1
            elif item.hero is not None and item.position[0] == "shown":
                # kept a moment after Royal Intrigue turned it up before everyone (royal_reveal.py)
                assert item.hero.index in royal_shown(state, readers), (
                    f"{item.hero.name} is kept as shown by Royal Intrigue for readers {readers}, who never saw it"
                )
                tally.faces += 1
            elif item.hero is not None:
                zone, seat, index = item.position
                shown = [zone_cards(v, zone, seat)[index] for v in views]
                assert all(card == item.hero.index for card in shown), (
                    f"{item.hero.name} shows at {item.position} to readers {readers}, whose views hold {shown}"
                )
                tally.faces += 1
        elif isinstance(item, PileItem) and item.top_hero is not None and scene.is_moving():
            # the Graveyard keeps its top card until the cards on their way to it land
            assert all(item.top_hero.index in identifiable(v) for v in views)
            tally.faces += 1
        elif isinstance(item, PileItem) and item.top_hero is not None:
            assert all(v.graveyard and v.graveyard[-1] == item.top_hero.index for v in views)
            tally.faces += 1
        elif isinstance(item, TokenBadge) and item.isVisible() and item.kind is not None:
            card = state.card_at(item.parentItem().position)
            kind, knowing = next((k, known) for hero, k, known in state.bribery.heroes if hero == card)
            assert all(knowing >> seat & 1 for seat in readers), f"a token's front shows to readers {readers}"
            assert TOKEN_KINDS[kind] == item.kind
            tally.faces += 1
        elif isinstance(item, ArtifactBadge) and item.parentItem() is None:  # on its way to a plate
            on_plates = [
                badge.shown for badge in scene.items() if isinstance(badge, ArtifactBadge) and badge.parentItem()
            ]
            assert item.shown in on_plates, "an artifact on its way shows what no plate shows"
        elif isinstance(item, ArtifactBadge) and item.isVisible() and item.shown is not None:
            seat = item.parentItem().seat
            assert all(v.artifacts.sides[seat] for v in views), f"seat {seat}'s artifact side shows to {readers}"
            tally.faces += 1
        elif isinstance(item, FateCardItem) and item.isVisible() and item.fate is not None:
            assert all(item.fate.id in v.fate_drawn for v in views), f"fate {item.fate.name} shows to {readers}"
            tally.faces += 1


def royal_shown(state, readers: list[int]) -> set[int]:
    """The Harbor cards Royal Intrigue turned face up before every reader."""
    return {
        event.card
        for event in state.events()
        if event.kind == "reveal"
        and event.src is not None
        and event.src[0] == Zone.LOOKING
        and all(event.visible >> seat & 1 for seat in readers)
    }


def kept_shown(scene) -> set[int]:
    """The cards a table keeps a moment after Royal Intrigue showed them (checked by `check_table`)."""
    return {
        item.hero.index
        for item in scene.items()
        if isinstance(item, CardItem)
        and item.isVisible()
        and item.hero is not None
        and item.position is not None
        and item.position[0] == "shown"
    }


def check_preview(previewed, db, views: list[SeatView], readers: list[int], shown: set[int] = frozenset()) -> None:
    if previewed in db.leaders:
        assert all(previewed.index in v.leaders for v in views), f"preview shows leader {previewed.name}"
    elif previewed.index not in shown:
        assert all(previewed.index in identifiable(v) for v in views), (
            f"preview shows {previewed.name} to readers {readers}"
        )


def check_texts(texts: list[str], state, views: list[SeatView], readers: list[int], tally: PrivacyTally) -> None:
    """Every card named in `texts` is one each reader can identify."""
    db = state.db
    hero_names = every_name(db.heroes)
    leader_names = {card_name(leader, code): leader.index for leader in db.leaders for code in LANGUAGES}
    # a fate card kept was shown to all; one drawn is the drawer's until then
    kept = {event.value for event in state.events() if event.kind == "fate"}
    for text in texts:
        for fate_id in names_in(text, fate_names(db)):
            assert fate_id in kept or all(fate_id in v.fate_drawn for v in views), (
                f"fate card {fate_id} named on screen to {readers}: {text!r}"
            )
            tally.names_in_text += 1
        for card in names_in(text, hero_names):
            assert all(card in identifiable(view) for view in views), (
                f"{db.heroes[card].name} named on screen to {readers}: {text!r}"
            )
            tally.names_in_text += 1
        for leader in names_in(text, leader_names):
            # once the game is over every leader is shown, the unused ones too
            assert state.is_over or all(leader in v.leaders for v in views), (
                f"leader named on screen to {readers}: {text!r}"
            )
            tally.names_in_text += 1


def check_replay(replay: ReplayWindow, tally: PrivacyTally) -> None:
    """A replay window against its own game at the position shown: behind its hand-off cover
    only what every seat saw, otherwise what the chosen eyes saw (everything only once over)."""
    game = replay.game
    state = game.state()
    if replay.reader == EVERYTHING and not replay.covered:
        assert game.is_over, "the replay shows everything face up before the game is over"
        return
    readers = [replay.reader] if replay.reader >= 0 and not replay.covered else list(range(state.n))
    views = [state.view_for(seat) for seat in readers]
    tally.checks += 1
    if replay.covered:
        assert not replay.splitter.isVisible(), "the replay's table shows behind its hand-off cover"
        assert replay.preview.pixmap().isNull(), "a card stays large behind the replay's hand-off cover"
    check_table(replay.scene, state, views, readers, tally)
    if replay.preview.isVisible() and replay._preview_face is not None:
        hero, leader = replay._preview_face
        check_preview(leader if leader is not None else hero, state.db, views, readers, kept_shown(replay.scene))
    texts = widget_texts(replay)
    if replay.table.isVisible():
        texts += [item.toolTip() for item in replay.scene.items() if item.isVisible()]
    check_texts([text for text in texts if text], state, views, readers, tally)
    if replay.log.isVisible():
        hero_names = every_name(state.db.heroes)
        check_log(replay.log_model, readers, hero_names, fate_names(state.db), tally)


def check_advisor(
    window: MainWindow, handoff: bool, readers: list[int], views: list[SeatView], hero_names: dict, tally: PrivacyTally
) -> None:
    """The advisor shows one seat's answer only to that seat, never behind a hand-off, and its
    words (painted ones too) name only cards that seat can identify."""
    panel = window.advisor.panel
    if panel.seat < 0:
        return
    tally.advisor_checks += 1
    assert not handoff, f"the advisor's answer for seat {panel.seat} stays behind the hand-off screen"
    assert readers == [panel.seat], f"the advisor's answer for seat {panel.seat} shows to readers {readers}"
    known = identifiable(views[0])
    for text in panel.texts():
        for card in names_in(text, hero_names):
            assert card in known, f"the advisor names {text!r} to seat {panel.seat}, who cannot identify it"
            tally.names_in_text += 1


def check_log(
    log, readers: list[int], hero_names: dict[str, int], fate_names: dict[str, str], tally: PrivacyTally
) -> None:
    """Each log line may name only the cards its events showed to every reader."""
    everyone = sum(1 << seat for seat in readers)
    for row in range(log.rowCount()):
        text = log.data(log.index(row, 0))
        if (id(log), tuple(readers), row, text) in tally.log_lines_checked:
            continue
        seen = set()
        for event in log.events_at(row):
            if event.card >= 0 and event.visible & everyone == everyone:
                seen.add(event.card)
            if event.kind == "exchange" and event.value[1] & everyone == everyone:
                seen.add(event.value[0])
        named = names_in(text, hero_names)
        assert named <= seen, f"log line {row} names cards its readers {readers} did not see: {text!r}"
        if any(title in text for title in TOKEN_NAMES):
            assert any(token_shown(event, everyone) for event in log.events_at(row)), (
                f"log line {row} names a token its readers {readers} did not see: {text!r}"
            )
        for event in log.events_at(row):
            if event.kind == "fate_draw" and event.visible & everyone != everyone:
                assert not names_in(text, fate_names), f"log line {row} names fate cards to {readers}: {text!r}"
        tally.names_in_text += len(named)
        tally.log_lines_checked.add((id(log), tuple(readers), row, text))


def token_shown(event, everyone: int) -> bool:
    """Whether the event showed a bribery token's kind to every reader: revealed to all, drawn
    in their sight, or placed or looked at by those who know it."""
    if event.kind in ("token_reveal", "protect", "substitute"):
        return True
    if event.kind == "token_draw":
        return event.visible & everyone == everyone and event.value is not None
    if event.kind in ("token_place", "token_look"):
        kind, knowing = event.value
        return kind is not None and knowing & everyone == everyone
    return False
