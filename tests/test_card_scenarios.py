"""Every card scenario of `scenarios/*.yaml`: a known position, the choices made, the exact result."""

import pytest
from scenario import SCENARIO_DIR, load_scenarios, run_scenario

SCENARIOS = [
    pytest.param(entry, id=f"{path.stem}:{entry['name']}")
    for path in sorted(SCENARIO_DIR.glob("*.yaml"))
    for entry in load_scenarios(path)
]


@pytest.mark.parametrize("entry", SCENARIOS)
def test_card_scenario(entry):
    run_scenario(entry)
