"""What a combatant fights with: the sheet's values and equipped gear, or the bestiary's."""

from __future__ import annotations

from ryf_desktop.rules.attacks import Ranges
from ryf_desktop.rules.health import HealthState
from ryf_desktop.session import CampaignSession
from ryf_desktop.session.combat import StartCombat
from ryf_desktop.session.combat.people import character_iniciativa, is_hidden
from ryf_desktop.session.draft import Draft
from ryf_desktop.session.fighting.fighters import fighter_of, fighters
from ryf_desktop.session.fighting.stats import ATTACK_MONSTER, ATTACK_UNARMED, FighterStats
from ryf_desktop.storage.records import Combat, Combatant, MapToken, Spell
from tests.scripted_rng import ScriptedRng
from tests.session.test_combat_helpers import add_character, add_map, add_token, edit, set_wounds

SWORD = {"name": "Espada corta", "damage": "1d6+3", "range": "n/a", "era": "medieval"}
LONGSWORD = {"name": "Espada larga", "damage": "2d6(1M)/2d6+1(2M)", "range": "n/a",
             "era": "medieval"}
DAGGER = {"name": "Daga", "damage": "1d6+1", "range": "3/6/9m", "era": "medieval"}
CROSSBOW = {"name": "Ballesta", "damage": "2d6+2 (con recarga)", "range": "15/30/60m",
            "era": "medieval", "two_handed": True, "reload": True}
SHOTGUN = {"name": "Escopeta recortada", "damage": "3d6+2/2d6/-", "range": "10m/25m/-",
           "era": "actual"}
MACE = {"name": "Maza", "damage": "1d6+3", "range": "n/a", "era": "medieval",
        "ignores_armour": True}
SHIELD = {"name": "Mediano", "defense": 2, "cover": 4, "encumbrance": 1}
ARMOUR = {"name": "Cota de malla", "absorption": 3, "encumbrance": 2}


def stats_of(session: CampaignSession, *character_ids: int,
             monsters: list[tuple[str, int]] | None = None,
             map_id: int | None = None, rng: ScriptedRng | None = None) -> list[FighterStats]:
    start = StartCombat(session, "Prueba", map_id=map_id, character_ids=character_ids,
                        monsters=monsters or [], rng=rng or ScriptedRng())
    assert session.push(start)
    assert start.combat_id is not None
    return list(fighters(session.model, start.combat_id, session.profile).values())


def test_seed_sheet_defensa_16_and_iniciativa_12(session: CampaignSession) -> None:
    # Destreza 8, Esquivar 3 → Defensa 16; Percepción 8, Reflejos 4 → Iniciativa 12.
    sheet = add_character(session, "Ficha", destreza=8, percepcion=8,
                          skills={"Esquivar": 3, "Reflejos": 4})
    (fighter,) = stats_of(session, sheet)
    assert (fighter.defensa, fighter.iniciativa, fighter.estorbo) == (16, 12, 0)
    assert (fighter.side, fighter.pv_max, fighter.state) == ("pc", 21, HealthState.NORMAL)
    unarmed = fighter.attack(ATTACK_UNARMED)
    assert unarmed is not None
    assert (unarmed.kind, unarmed.modifier, unarmed.damage) == ("melee", 7 + 3, "1d6")
    assert fighter.attacks == (unarmed,)


def test_equipped_gear_gives_attacks_defence_absorption_and_estorbo(
    session: CampaignSession,
) -> None:
    knight = add_character(
        session, "Caballero", fisico=8, destreza=7,
        items=[
            ("weapon", SWORD, "one_hand"),
            ("weapon", CROSSBOW, "two_hands"),
            ("weapon", DAGGER, "one_hand"),
            ("weapon", MACE, "one_hand"),
            ("shield", SHIELD, ""),
            ("armour", ARMOUR, ""),
        ],
    )
    (fighter,) = stats_of(session, knight)
    # Defensa 7 + 3 + 5 + shield 2; estorbo 2 + 1 off Iniciativa 8 + 4.
    assert (fighter.defensa, fighter.absorption, fighter.shield_cobertura) == (17, 3, 4)
    assert (fighter.estorbo, fighter.iniciativa) == (3, 9)
    by_label = {option.label: option for option in fighter.attacks}
    assert list(by_label) == [
        "Unarmed", "Espada corta", "Ballesta", "Daga", "Daga (thrown)", "Maza",
    ]
    sword = by_label["Espada corta"]
    assert (sword.kind, sword.modifier, sword.damage, sword.ranges) == ("melee", 11, "1d6+3", None)
    assert sword.key == f"item:{sword.item_id}"
    crossbow = by_label["Ballesta"]
    assert (crossbow.kind, crossbow.modifier, crossbow.damage) == ("ranged", 10, "2d6+2")
    assert crossbow.reload and crossbow.ranges == Ranges(15, 30, 60)
    dagger, thrown = by_label["Daga"], by_label["Daga (thrown)"]
    assert (dagger.kind, thrown.kind, thrown.key) == ("melee", "ranged", f"{dagger.key}:throw")
    assert by_label["Maza"].ignores_armour and not sword.ignores_armour


def test_a_weapon_by_grip_offers_the_grips_it_may_be_held_in(session: CampaignSession) -> None:
    free = add_character(session, "Libre", items=[("weapon", LONGSWORD, "one_hand")])
    both = add_character(session, "Dos manos", items=[("weapon", LONGSWORD, "two_hands")])
    shielded = add_character(session, "Escudo", items=[("weapon", LONGSWORD, "one_hand"),
                                                         ("shield", SHIELD, "")])
    stats = {fighter.name: fighter for fighter in stats_of(session, free, both, shielded)}

    def grips(name: str) -> list[tuple[str, str]]:
        return [(a.key.split(":")[-1], a.damage) for a in stats[name].attacks[1:]]

    item = stats["Libre"].attacks[1].item_id
    assert grips("Libre") == [(str(item), "2d6"), ("2h", "2d6+1")]
    assert grips("Dos manos") == [("2h", "2d6+1")]
    assert [a.damage for a in stats["Escudo"].attacks[1:]] == ["2d6"]


def test_band_damage_stays_whole(session: CampaignSession) -> None:
    gunner = add_character(session, "Tirador", items=[("weapon", SHOTGUN, "one_hand")])
    (fighter,) = stats_of(session, gunner)
    shotgun = fighter.attacks[1]
    assert (shotgun.damage, shotgun.ranges) == ("3d6+2/2d6/-", Ranges(10, 25, None))


def test_malherido_has_a_lasting_shift(session: CampaignSession) -> None:
    hurt = add_character(session, "Herido", fisico=7)
    set_wounds(session, hurt, 15)  # 21 PV, 6 left ≤ 7
    (fighter,) = stats_of(session, hurt)
    assert (fighter.state, fighter.lasting_shift, fighter.wounds) == (
        HealthState.MALHERIDO, -1, 15,
    )


def test_spells_and_mana_left(session: CampaignSession) -> None:
    mage = add_character(session, "Maga", inteligencia=9,
                         items=[("armour", ARMOUR, "")])
    edit(session, lambda draft: draft.add(
        Spell, character_id=mage, name="Bola de fuego", level=3, difficulty=20, mana_cost=5))
    (fighter,) = stats_of(session, mage)
    (spell,) = fighter.spells
    assert (spell.name, spell.level, spell.difficulty, spell.mana_cost) == (
        "Bola de fuego", 3, 20, 5,
    )
    assert spell.modifier == 9 + 3 - 2  # Inteligencia + level − estorbo
    assert fighter.mana == 27


def test_a_goblin_fights_with_its_bestiary_values_and_stands_on_the_map(
    session: CampaignSession,
) -> None:
    map_id = add_map(session)
    (goblin,) = stats_of(session, monsters=[("Goblin", 1)], map_id=map_id, rng=ScriptedRng(4))
    assert (goblin.name, goblin.side, goblin.iniciativa, goblin.defensa, goblin.absorption) == (
        "Goblin 1", "monster", 15, 16, 0,
    )
    assert (goblin.pv_max, goblin.state, goblin.mana, goblin.spells) == (
        14, HealthState.NORMAL, None, (),
    )
    (attack,) = goblin.attacks
    assert (attack.key, attack.kind, attack.modifier, attack.damage) == (
        ATTACK_MONSTER, "melee", 14, "1d6+2",
    )
    # (With no other enemy on the 20×10 map, the goblin stands at its centre.)
    assert (goblin.square, goblin.size) == ((10, 5), 1) and goblin.token_id is not None


def test_a_fighter_by_id_and_who_is_hidden(session: CampaignSession) -> None:
    map_id = add_map(session)
    hero = add_character(session, "Hero", kind="npc")
    token_id = add_token(session, map_id, (5, 5), character_id=hero)
    start = StartCombat(session, "B", map_id=map_id, character_ids=[hero],
                        monsters=[("Goblin", 2)], rng=ScriptedRng(1, 6))
    assert session.push(start)
    assert start.combat_id is not None
    everyone = fighters(session.model, start.combat_id, session.profile)
    assert [fighter.side for fighter in everyone.values()] == ["npc", "monster", "monster"]
    hero_id = next(i for i, fighter in everyone.items() if fighter.character_id == hero)
    assert fighter_of(session.model, hero_id, session.profile) == everyone[hero_id]
    assert fighter_of(session.model, hero_id, session.profile, combat_id=999) is None
    assert fighter_of(session.model, 999, session.profile) is None
    def hero_hidden() -> bool:
        combat = session.model.get(Combat, start.combat_id)
        row = session.model.get(Combatant, hero_id)
        assert combat is not None and row is not None
        return is_hidden(session.model, combat, row)

    assert not hero_hidden()

    def hide(draft: Draft) -> None:
        token = draft.get(MapToken, token_id)
        assert token is not None
        draft.update(token, hidden=True)

    edit(session, hide)
    assert hero_hidden()


def test_the_iniciativa_of_the_round_agrees_with_the_fighter_s(session: CampaignSession) -> None:
    # Armour and shield estorbo (2 + 1) off Percepción + Reflejos; a second, unarmoured one.
    knight = add_character(
        session, "Caballero", percepcion=8, skills={"Reflejos": 4},
        items=[("shield", SHIELD, ""), ("armour", ARMOUR, ""), ("weapon", SWORD, "one_hand")],
    )
    plain = add_character(session, "Ligera", percepcion=6, skills={"Reflejos": 2})
    stats = {fighter.character_id: fighter for fighter in stats_of(session, knight, plain)}
    for character_id, expected in ((knight, (9, 3)), (plain, (8, 0))):
        fighter = stats[character_id]
        assert (fighter.iniciativa, fighter.estorbo) == expected
        assert character_iniciativa(session.model, character_id) == expected
