"""Every prompt, button, warning and strip text the table shows, and every log line, read as
English: with every seat as the subject (the reader's own seat is "You" when playing alone,
a name at a shared table) and every card and faction as the object."""

from grammar import problems, proper_names
from scenario import choose, scenario
from test_log_wording import HOT_SEAT, log_lines
from test_module_heroes import charlatan, widow

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.constants import DRAW_UP_TO, Zone
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.artifact_layout import with_artifacts
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.rules.view import view_for
from hidden_leaders_qt.language import set_language
from hidden_leaders_qt.ui.game.decisions import DecisionController
from hidden_leaders_qt.ui.table.standing_item import ending_text, standing_text

MODULES = {"golems": True, "queens_and_friend": True, "keeper_of_discord": True}


def seat_names(players: int, reader: int, alone: bool) -> list[str]:
    """The names as `reader` sees them: "You" for the reader when playing alone."""
    return ["You" if alone and seat == reader else HOT_SEAT[seat] for seat in range(players)]


class Reader:
    """Reads what the table shows the seat deciding, as one person would, and checks it."""

    def __init__(self) -> None:
        self.db = default_db()
        self.seen: dict[str, str] = {}  # each text once, with where it was seen
        self.draw_prompts = 0
        self.giving_prompts: list[str] = []

    def texts(self, st, names: list[str]) -> list[str]:
        """The prompt, warning, buttons and status messages for the decision on the table,
        and the two strips above the track, including the discard and setup half-choices."""
        seat = st.pending.seat
        view = view_for(st, seat)
        messages: list[str] = []
        controller = DecisionController(lambda option: None, st.describe)
        controller.message.connect(messages.append)
        controller.update_view(view, names, st.db)
        shown = [*standing_text(view, names)[:1], ending_text(view, names)[0]]

        def read() -> None:
            choice = controller.choice
            shown.extend([choice.prompt, choice.warning, *(text for text, _ in choice.buttons)])

        read()
        controller.click(("nowhere",))  # the status bar says what to do instead
        if st.pending.kind == "main" and view.hands[seat]:
            dict(controller.choice.buttons)["Discard cards…"]()
            read()
            controller.click(("card", Zone.HAND, seat, 0))
            read()
        if st.pending.kind == "setup":
            controller.click(("card", Zone.HAND, seat, 0))
            read()
        if st.pending.kind == "draw":
            self.check_draw(controller.choice.prompt, len(view.hands[seat]))
        if st.pending.step in ("take_into_hand", "set_aside") and seat != view.current:
            self.giving_prompts.append(controller.choice.prompt)
            assert f"give to {names[view.current]}" in controller.choice.prompt, controller.choice.prompt
        return [text for text in shown + messages if text]

    def check_draw(self, prompt: str, held: int) -> None:
        wanted = DRAW_UP_TO - held
        assert prompt.startswith(f"Draw {wanted} more card{'s' if wanted > 1 else ''} to hold {DRAW_UP_TO}"), prompt
        self.draw_prompts += 1

    def read_decision(self, st, where: str) -> None:
        players = st.settings.players
        seat = st.pending.seat
        for alone in (True, False):
            names = seat_names(players, seat, alone)
            proper = proper_names(self.db, names)
            for text in self.texts(st, names):
                if text not in self.seen:
                    self.seen[text] = where
                    assert not problems(text, proper), (text, problems(text, proper), where)

    def read_log(self, st, where: str) -> None:
        players = st.settings.players
        for reader in range(players):
            for alone in (True, False):
                names = seat_names(players, reader, alone)
                proper = proper_names(self.db, names)
                for line in log_lines(st, reader, names):
                    if line not in self.seen:
                        self.seen[line] = where
                        assert not problems(line, proper), (line, problems(line, proper), where)


def play_reading(st, reader: Reader, chooser: SplitMix64, where: str, until=lambda st: False) -> None:
    """Random choices to the end (or until `until`), reading every decision on the way."""
    while not st.is_over and not until(st):
        reader.read_decision(st, where)
        options = st.options
        st.apply(options[chooser.below(len(options))])
    reader.read_log(st, where)


def test_every_prompt_and_log_line_of_many_random_games_reads_as_english(qtbot):
    reader = Reader()
    for number in range(60):
        players = 2 + number % 5
        modules = MODULES if number % 2 else {}
        st = new_game(Settings(players=players, seed=900 + number, **modules))
        play_reading(st, reader, SplitMix64(number), f"game {number}")
    assert reader.draw_prompts > 100
    assert len(reader.seen) > 8000


FILLER = ["keen_koi", "ace_fighter", "leery_lizard", "hairy_hermit", "ghastly_granny", "bored_goblin"]


def play_card_to_its_turns_end(reader: Reader, hero: str, seat: int, seed: int) -> None:
    """`hero` played by `seat` of three, every other seat holding two cards, the rest of the
    turn played by random choices, read all along."""
    others = [card for card in FILLER if card != hero]
    hands = {s: ([hero] if s == seat else []) + others[2 * s : 2 * s + 2] for s in range(3)}
    if default_db().hero(hero).set != "module_heroes":
        st = from_layout(3, hands=hands, current=seat, seed=seed, markers=(6, 5), golem_marker=3, **MODULES)
    else:  # a module hero: with bribed heroes and every artifact question it can ask
        bribed = {1: ["arrowgant_skeleton"], 2: ["rotting_orangutan"]}
        tokens = {"arrowgant_skeleton": "protection", "rotting_orangutan": "switch_tribes"}
        st = from_layout(
            3, hands=hands, current=seat, seed=seed, face_up=bribed, tokens=tokens, bribery=True, artifacts=True
        )
        st = with_artifacts(st, {0: "nutritious_stew", 1: "shield_of_endurance", 2: "confusing_crystal"})
    card = st.db.hero_index[hero]
    st.apply(next(o for o in st.options if o.kind == "play" and st.hands[seat][o.args[0]] == card))
    turn = st.turn
    play_reading(st, reader, SplitMix64(seed * 3 + seat), f"{hero} by seat {seat}", lambda now: now.turn != turn)


def test_every_card_played_by_every_seat_prompts_and_logs_in_english(qtbot):
    """Each hero of the game played by each seat of a three-player table, its effect
    resolved by random choices: every card's prompts, buttons and log lines."""
    reader = Reader()
    db = default_db()
    for seed, hero in enumerate(hero.id for hero in db.heroes if hero.id != db.heroes[db.emperor].id):
        for seat in range(3):
            play_card_to_its_turns_end(reader, hero, seat, seed)
    assert any("give to" in prompt for prompt in reader.giving_prompts)  # Underwater Artist, Hard-Shelled Titan


def test_the_giver_of_underwater_artist_is_asked_to_give_to_the_player_of_the_card(qtbot):
    st = from_layout(
        3,
        hands={1: ["underwater_artist"], 0: ["ghastly_granny", "keen_koi", "rotting_orangutan"]},
        tavern=["ace_fighter", "hairy_hermit", "bored_goblin"],
        current=1,
    )
    play = next(o for o in st.options if o.kind == "play")
    st.apply(play)
    buttons = [st.describe(option) for option in st.options]
    assert "Undead \u2014 the player you choose next must hand you an Undead card, if they hold one" in buttons
    assert "Imperial Army \u2014 the player you choose next must hand you an Imperial Army card, if they hold one" in (
        buttons
    )
    st.apply(next(o for o in st.options if o.args == ("undead",)))
    st.apply(next(o for o in st.options if o.args == (0,)))
    assert st.pending.seat == 0
    controller = DecisionController(lambda option: None, st.describe)
    controller.update_view(view_for(st, 0), ["You", "Mira", "Tobin"], st.db)
    assert controller.choice.prompt == (
        "Mira's Underwater Artist asks you to choose a card from your hand to give to Mira"
    )


def buttons_for(st, names: list[str]) -> list[str]:
    """The buttons the deciding seat reads, `names` as at the table."""
    controller = DecisionController(lambda option: None, st.describe)
    controller.update_view(view_for(st, st.pending.seat), names, st.db)
    return [text for text, _ in controller.choice.buttons]


def test_module_buttons_name_the_players_and_nest_no_brackets():
    layout = {
        "face_up": {0: ["bored_goblin"]},
        "face_down": {0: ["hairy_hermit"], 1: ["keen_koi", "ace_fighter"]},
        "tokens": {"ace_fighter": "protection", "hairy_hermit": "loyalty_x2", "bored_goblin": "switch_undead"},
    }
    st = charlatan(**layout)
    assert buttons_for(st, ["You", "Bo", "Cy"]) == [
        "Look at the token on Bored Goblin (your party)",
        "Look at the token on Hairy Hermit (your party, face down)",
        "Look at the token on face-down hero 2 in Bo's party",
        "Pass",
    ]
    st.apply(st.options[2])
    assert buttons_for(st, ["Ann", "Bo", "Cy"]) == [
        "Use Ann's Blooming Bag: take 1 Tavern card or the top card of the Graveyard into your hand.",
        "Use Cy's Soundless Shoes: put 1 card of your hand face down into your party.",
        "Pass",
    ]
    st = widow(artifact_tokens={0: 1})
    st.apply(st.options[1])
    assert buttons_for(st, ["You", "Bo", "Cy"]) == [
        "Swap your Blooming Bag with Bo's Shield of Endurance",
        "Swap your Blooming Bag with Cy's Soundless Shoes",
        "Swap Bo's Shield of Endurance with Cy's Soundless Shoes",
    ]


def test_a_player_button_says_what_choosing_them_moves_when_the_card_counts_their_heroes():
    """Almost-Evil Scholar counts the chosen player's face-up Hill Tribes: each button says X
    and the move before the choice is made (face-up heroes are public)."""
    party = {1: ["hangry_barbarian", "hairy_hermit"]}
    st = scenario(3, hands={0: ["almost_evil_scholar", "keen_koi", "leery_lizard"]}, face_up=party)
    choose(st, "almost_evil_scholar")
    assert buttons_for(st, ["You", "Mira", "Tobin"]) == [
        "You \u2014 X is 0: no marker moves",
        "Mira \u2014 X is 2: red +2",
        "Tobin \u2014 X is 0: no marker moves",
    ]
    set_language("de")
    try:
        assert [st.describe(option) for option in st.options][1] == "Platz 2 \u2014 X ist 2: rot +2"
    finally:
        set_language("en")


def test_a_player_button_without_a_count_is_the_players_name():
    st = scenario(3, hands={0: ["resilient_rearguard"], 1: ["keen_koi"], 2: ["leery_lizard"]})
    choose(st, "resilient_rearguard", [1, 0])
    assert st.pending.kind == "player"
    assert buttons_for(st, ["You", "Mira", "Tobin"]) == ["Mira", "Tobin"]


def test_a_card_from_another_players_hand_is_chosen_with_a_button():
    """Surprised Sapling puts a card of another player's hand into your party: that hand is
    not on the table (only how many cards it holds), so each card it may take is a button."""
    hands = {0: ["surprised_sapling", "keen_koi"], 1: ["leery_lizard", "furious_frog", "ace_fighter"]}
    st = scenario(3, golems=True, hands=hands)
    choose(st, "surprised_sapling")  # Mira alone holds cards: she is the one chosen
    assert st.pending.step == "place_in_party"
    assert buttons_for(st, ["You", "Mira", "Tobin"]) == [
        "Place Leery Lizard (Mira's hand)",
        "Place Furious Frog (Mira's hand)",
        "Place Ace Fighter (Mira's hand)",
    ]
