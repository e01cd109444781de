"""The terminal's settings: typed at the choice of games, saved at once, followed by the outputs
and by the next game."""

from __future__ import annotations

import io

import pytest

from accessible_games.frontends.speaker import Speaker
from accessible_games.frontends.terminal import LineIO, play
from accessible_games.frontends.terminal_settings import SettingsLines, offered_items
from accessible_games.lineup import REGISTRY
from accessible_games.output.setup import build_outputs
from accessible_games.session.hotseat import open_game
from accessible_games.session.table import seats_of
from accessible_games.storage.settings import Settings, load_settings
from tests.test_first_menu import run_terminal


@pytest.fixture(autouse=True)
def fresh_home(tmp_path, monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path / "data"))


def typed_settings(lang: str, typed: list[str], speaker: Speaker | None = None,
                   ) -> tuple[list[str], Settings]:
    out = io.StringIO()
    lines = LineIO(io.StringIO("".join(t + "\n" for t in typed)), out)
    chosen = SettingsLines(lines, lang, speaker, Settings(language=lang)).run()
    return [line.removeprefix("> ") for line in out.getvalue().splitlines()], chosen


@pytest.mark.parametrize(("lang", "listing", "saved"), [
    ("en", ["Settings, saved for every game:", "1: Language: English", "2: Verbosity: normal",
            "3: Chat at online tables: spoken and brailled"],
     ["Verbosity: brief. Saved.", "Type another number, or Enter alone when you are done."]),
    ("de", ["Einstellungen, gespeichert für alle Spiele:", "1: Sprache: Deutsch",
            "2: Ausführlichkeit: normal",
            "3: Chat an Online-Tischen: gesprochen und in Braille"],
     ["Ausführlichkeit: knapp. Gespeichert.",
      "Tippe eine weitere Nummer oder nur Eingabe, wenn du fertig bist."]),
])
def test_a_setting_is_picked_by_number_changed_by_its_word_and_saved(lang, listing, saved):
    said, chosen = typed_settings(lang, ["2", {"en": "b", "de": "k"}[lang], ""])
    start = said.index(listing[0])
    assert said[start:start + 4] == listing
    end = said.index(saved[0])
    assert said[end:end + 2] == saved
    assert chosen.verbosity == "brief"
    assert load_settings()[0].verbosity == "brief"  # saved at once, for every later game


def test_without_own_outputs_only_what_the_lines_follow_is_offered_and_the_rest_named():
    said, _ = typed_settings("en", [""])
    assert [item.id for item in offered_items(None)] == ["language", "verbosity", "chat"]
    assert ("More settings (the speaking rate, braille, sounds) are offered when the game itself "
            "speaks, brailles or plays sounds: start it with --speech espeak, --braille brlapi "
            "or --sound auto.") in said
    assert said[-1] == "Settings done."


def test_an_answer_that_names_nothing_is_told_and_the_question_asked_again():
    said, chosen = typed_settings("en", ["verb", "loud", "9", "", "seven", ""])
    assert said.count("Verbosity: normal. Type 1 for brief, 2 for normal, or 3 for verbose; "
                      "Enter alone keeps the value.") == 3  # asked, and asked again after each miss
    assert "“loud” is not one of the values." in said
    assert "“9” is not one of the values." in said
    assert "Verbosity: normal, unchanged." in said
    assert "I cannot read \"seven\". Type help for the commands." in said
    assert chosen.verbosity == "normal"


def test_with_speech_braille_and_sounds_the_rate_and_volume_change_the_outputs_at_once():
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    speaker = Speaker(outputs, Settings(), "en")
    ids = [item.id for item in offered_items(speaker)]
    assert ids == ["language", "verbosity", "chat", "rate", "braille_table", "braille_hold",
                   "sounds_on", "sound_volume", "spatial_cues"]
    said, chosen = typed_settings("en", ["rate", "600", "250", "sound volume", "30", ""],
                                  speaker)
    assert ("Speech rate: 175 words per minute. Type a number from 100 to 450, or Enter alone "
            "to keep it.") in said
    assert "600 is too high; the highest is 450." in said
    assert "Speech rate: 250 words per minute. Saved." in said
    assert (chosen.rate, chosen.sound_volume) == (250, 30)
    assert outputs.announcer.speech.rate == 250
    assert outputs.announcer.earcons.master_volume == pytest.approx(0.3)
    assert speaker.settings == chosen


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", ["verbosty", "breif", ""], "Verbosity: brief. Saved."),
    ("de", ["ausführlichkiet", "knap", ""], "Ausführlichkeit: knapp. Gespeichert."),
])
def test_a_slip_of_the_keys_in_a_setting_or_its_value_still_finds_it(lang, typed, said):
    """A newcomer typed "verbosty" and heard "I did not understand"; the names are long words
    (Ausführlichkeit), slips in them are easy."""
    lines, chosen = typed_settings(lang, typed)
    assert said in lines
    assert chosen.verbosity == "brief"


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("typed", ["hold", "keeps", "opponent's move", "hält", "Gegners",
                                   "braille hold", "volume", "lautstärke"])
def test_a_setting_is_found_by_any_word_of_its_name_in_either_language(lang, typed):
    """A play-tester typed "hold" for "Braille keeps the opponent's move" and found nothing: a
    setting is found by a word of its name in this language, in the other, or in the
    settings file (braille_hold), several words together too."""
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    lines = SettingsLines(LineIO(io.StringIO(""), io.StringIO()), lang,
                          Speaker(outputs, Settings(), lang), Settings(language=lang))
    wanted = "sound_volume" if typed in ("volume", "lautstärke") else "braille_hold"
    picked = lines.pick(typed.casefold())
    assert picked is not None and picked.id == wanted
    assert lines.pick("xyz") is None


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", ["rate", "500", "20", "fast", ""], ["500 is too high; the highest is 450.",
                                               "20 is too low; the lowest is 100.",
                                               "“fast” is not a number."]),
    ("de", ["tempo", "500", "20", "schnell", ""], ["500 ist zu hoch; höchstens 450.",
                                                   "20 ist zu niedrig; mindestens 100.",
                                                   "„schnell“ ist keine Zahl."]),
])
def test_a_speech_rate_out_of_range_says_why(lang, typed, said):
    """A play-tester typed 500 for the speech rate and heard "“500” is not one of the
    values.", which a number setting has no list of: too high, too low, or no number. (A
    German "tempo" was not understood either: the setting is "Sprechtempo".)"""
    speaker = Speaker(build_outputs("recorder", "recorder", "recorder", lang), Settings(), lang)
    lines, chosen = typed_settings(lang, typed, speaker)
    question = next(line for line in lines if line.startswith(("Speech rate: 175",
                                                               "Sprechtempo: 175")))
    assert [line for line in lines if line != question and lines.count(line) == 1
            and line in said] == said
    for refused in said:  # each followed by the question again
        assert lines[lines.index(refused) + 1] == question
    assert chosen.rate == 175


@pytest.mark.parametrize(("voice", "kept"), [("en-gb", ""), ("both", "both")])
def test_a_new_language_drops_a_saved_voice_that_cannot_speak_it(monkeypatch, voice, kept):
    """As in the window: a voice chosen there for English is not kept for German, where the
    speech would read German words with English sounds; a voice both languages offer stays."""
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    offered = {"en": ("en-gb", "both"), "de": ("de+f3", "both")}
    monkeypatch.setattr(outputs.announcer.speech, "voice_choices", offered.__getitem__)
    speaker = Speaker(outputs, Settings(voice=voice), "en")
    lines = LineIO(io.StringIO("language\n2\n\n"), io.StringIO())
    chosen = SettingsLines(lines, "en", speaker, Settings(language="en", voice=voice)).run()
    assert (chosen.language, chosen.voice) == ("de", kept)
    assert (load_settings()[0].language, load_settings()[0].voice) == ("de", kept)
    assert speaker.settings.voice == kept


def test_a_new_language_asks_the_menu_again_in_it_and_the_next_game_is_brief(tmp_path,
                                                                             monkeypatch):
    """Typed at the choice of games: the settings, German, brief; the games are listed again in
    German, and a move in Kalah is then told in the brief form."""
    script = ["en", "settings", "1", "2", "2", "1", "", "kalah", "c", "1", "1", "3", "ende", "ja"]
    lines = run_terminal(("C.UTF-8", script), tmp_path, monkeypatch)
    done = lines.index("Einstellungen fertig.")
    assert "Sprache: Deutsch. Gespeichert." in lines[:done]
    assert "Ausführlichkeit: knapp. Gespeichert." in lines[:done]
    assert lines[done + 1] == "Wähle ein Spiel: Tippe seine Nummer oder seinen Namen. Die Spiele:"
    assert (load_settings()[0].language, load_settings()[0].verbosity) == ("de", "brief")
    assert "Haus 3, 4 Samen, nochmal." in lines  # the person's own move: no side named
    normal = run_terminal(("C.UTF-8", ["de", "kalah", "c", "1", "1", "3", "ende", "ja"]),
                          tmp_path / "again", monkeypatch)
    assert "Du säst 4 Samen aus Haus 3, den letzten in deinen Speicher." in normal


def test_settings_typed_inside_a_game_change_how_the_game_speaks_at_once(tmp_path, monkeypatch):
    script = ["en", "kalah", "c", "1", "1", "help", "settings", "2", "1", "", "3", "quit", "yes"]
    lines = run_terminal(("C.UTF-8", script), tmp_path, monkeypatch)
    helped = lines[lines.index("> help") + 1:lines.index("> settings")]
    assert helped[-1] == ("In the terminal also: settings, to change the language, the "
                          "verbosity and more; stop, to silence the speech at once.")
    done = lines.index("Settings done.")
    assert "Verbosity: brief. Saved." in lines[:done]
    assert lines[done + 1] == "South, your turn."  # back in the game, told briefly now
    assert "House 3, 4 seeds, again." in lines[done:]


def test_a_run_in_another_language_shows_it_and_keeps_the_saved_one_in_the_file():
    """Started with --lang en while German is saved: the list names English, the language
    this run speaks, and changing the verbosity does not save English over German."""
    out = io.StringIO()
    lines = LineIO(io.StringIO("2\n3\n\n"), out)
    chosen = SettingsLines(lines, "en", None, Settings(language="de")).run()
    assert "1: Language: English" in out.getvalue().splitlines()
    assert chosen.language == "en"
    assert (load_settings()[0].language, load_settings()[0].verbosity) == ("de", "verbose")


def test_inside_a_game_the_answers_may_be_typed_on_the_braille_display():
    """A deafblind player types on the display's keyboard: the characters make the answer,
    Enter sends it, and Enter alone (nothing typed) is the empty answer that keeps a value or
    ends the settings; a panning key in between is let pass."""
    import queue
    from types import SimpleNamespace

    from accessible_games.frontends.terminal import DisplayLine, next_line
    from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind

    shown: list[str] = []
    speaker = SimpleNamespace(announcer=SimpleNamespace(braille=SimpleNamespace(name="brlapi")),
                              t=lambda key, **values: key,
                              say=lambda messages: shown.extend(m.text for m in messages))
    events: queue.Queue[tuple[str, object]] = queue.Queue()
    for key in (BrailleKey(BrailleKeyKind.CHAR, char="2"), BrailleKey(BrailleKeyKind.PAN_RIGHT),
                BrailleKey(BrailleKeyKind.ENTER), BrailleKey(BrailleKeyKind.ENTER)):
        events.put(("key", key))
    events.put(("line", "brief"))
    typed = DisplayLine()
    lines = LineIO(io.StringIO(), io.StringIO())
    answers = [next_line(lines, events, speaker, typed) for _ in range(3)]  # type: ignore[arg-type]
    assert answers == ["2", "", "brief"]
    assert shown == ["2"]  # the typed character echoed


def test_a_superscript_digit_names_no_setting_and_no_value():
    said, chosen = typed_settings("en", ["²", "2", "³", ""])
    assert "I cannot read \"²\". Type help for the commands." in said
    assert "“³” is not one of the values." in said
    assert chosen.verbosity == "normal"


def test_a_settings_file_that_cannot_be_written_says_so_and_the_change_holds(monkeypatch,
                                                                             tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(blocker / "settings"))
    said, chosen = typed_settings("en", ["2", "1", ""])
    changed = said.index("Verbosity: brief, for this run only.")
    assert said[changed + 1].startswith("Your settings could not be saved (")
    assert "Verbosity: brief. Saved." not in said
    assert chosen.verbosity == "brief"



def test_the_game_help_in_german_ends_with_the_terminal_word(tmp_path, monkeypatch):
    lines = run_terminal(("de_DE.UTF-8", ["deutsch", "kalah", "c", "1", "1", "hilfe", "ende",
                                          "ja"]), tmp_path, monkeypatch)
    helped = lines[lines.index("> hilfe") + 1:lines.index("> ende")]
    assert helped[-1] == ("Im Terminal außerdem: einstellungen, um Sprache, Ausführlichkeit und "
                          "mehr zu ändern; still, um die Sprachausgabe sofort anzuhalten.")


@pytest.mark.parametrize(("lang", "typed", "last"), [
    ("de", ["kalah", "einführung", "wo", "was nun?", "ende", "ja", "ende"],
     "Schritt 2 von 5: Frage nach deinen möglichen Zügen: Tippe züge."),
    ("en", ["kalah", "c", "1", "1", "resign", "yes", "help", "quit"],
     "Type rematch to play this game again, new to choose another game, or quit."),
])
def test_the_terminal_words_in_help_come_before_the_step_or_the_way_on(lang, typed, last,
                                                                      tmp_path, monkeypatch):
    """The terminal added its line (settings, stop) after the game's whole answer to help: in
    the tutorial after the step the pupil was at, once the game was over after the way on;
    it now comes with the commands, and the step or the way on is the last thing heard."""
    lines = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "--lang", lang)
    asked = next(line for line in typed if line in ("was nun?", "help"))
    helped = lines[lines.index(f"> {asked}") + 1:]
    helped = helped[:next(i for i, line in enumerate(helped) if line.startswith(">"))]
    assert helped[-1] == last
    assert helped[-2].startswith(("In the terminal also:", "Im Terminal außerdem:"))


@pytest.mark.parametrize(("lang", "named", "not_named"), [
    ("en", ["The speaking rate is offered when the game itself speaks: start it with --speech "
            "espeak.", "The sound settings are offered when the game plays sounds itself: start "
            "it with --sound auto."], "braille"),
    ("de", ["Das Sprechtempo gibt es, wenn das Spiel selbst spricht: starte es mit --speech "
            "espeak.", "Die Klang-Einstellungen gibt es, wenn das Spiel selbst Klänge spielt: "
            "starte es mit --sound auto."], "Braille"),
])
def test_with_a_braille_display_alone_only_speech_and_sounds_are_named_as_missing(
        lang, named, not_named):
    """A deafblind player's run (--speech null --braille brlapi): the braille table and hold
    are in the list, so the sentence after it does not say braille comes later."""
    outputs = build_outputs("null", "recorder", "null", lang)
    speaker = Speaker(outputs, Settings(), lang)
    outputs.announcer.speech_enabled = False  # as the terminal does without speech
    said, _ = typed_settings(lang, [""], speaker)
    assert [item.id for item in offered_items(speaker)][-2:] == ["braille_table",
                                                                 "braille_hold"]
    assert said[said.index(named[0]):said.index(named[0]) + 2] == named
    assert not any(not_named in line and "--" in line for line in said)


@pytest.mark.parametrize(("lang", "typed", "kept"), [
    ("en", ["2", "help", "done", ""], "Verbosity: normal, unchanged."),
    ("de", ["2", "hilfe", "zurück", ""], "Ausführlichkeit: normal, unverändert."),
])
def test_help_and_done_at_a_settings_value(lang, typed, kept):
    """At a setting's value, "hilfe" was "keiner der Werte", and so were done, back and
    quit: help now asks the question again, and they keep the value, as Enter alone does."""
    said, chosen = typed_settings(lang, typed)
    asked = next(i for i, line in enumerate(said) if line.startswith(("Verbosity: normal.",
                                                                       "Ausführlichkeit: normal.")))
    assert said[asked + 2] == said[asked]  # help: its words (tested below), the question
    assert said[asked + 3] == kept  # done or back: the value kept
    assert chosen.verbosity == "normal"


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "There is no setting 9; the settings are numbered 1 to 3."),
    ("de", "Eine Einstellung 9 gibt es nicht; die Einstellungen haben die Nummern 1 bis 3."),
])
def test_a_setting_number_out_of_range_says_which_there_are(lang, said):
    """ "9" at the list of settings was "not understood", though the list is numbered."""
    lines, _chosen = typed_settings(lang, ["9", ""])
    assert said in lines


@pytest.mark.parametrize(("lang", "script", "asked"), [
    ("en", ["en", "kalah", "c", "1", "1", "3", "quit", "settings", "", "yes"],
     "Quit this game? Type yes or no."),
    ("de", ["de", "kalah", "c", "1", "1", "3", "ende", "einstellungen", "", "ja"],
     "Diese Partie beenden? Tippe ja oder nein."),
])
def test_settings_typed_at_a_question_of_the_game_ask_it_again(lang, script, asked, tmp_path,
                                                               monkeypatch):
    """A play-tester typed settings at "Quit this game? Type yes or no."; after the settings
    the turn was said, and the next line was taken as the answer to a question no longer
    heard ("“kalah” is neither yes nor no, so the question is answered no")."""
    said = run_terminal(("C.UTF-8", script), tmp_path, monkeypatch)
    done = said.index({"en": "Settings done.", "de": "Einstellungen fertig."}[lang])
    assert said[done + 1] == asked
    assert said[done + 3] == {"en": "Back to the choice of games.",
                              "de": "Zurück zur Auswahl der Spiele."}[lang]


@pytest.mark.parametrize(("lang", "typed", "heading"), [
    ("en", ["where am i", "2", "where?", ""], "Settings, saved for every game:"),
    ("de", ["wo bin ich", "2", "wo", ""], "Einstellungen, gespeichert für alle Spiele:"),
])
def test_where_am_i_in_the_settings_says_the_list_or_the_setting_again(lang, typed, heading):
    """"wo bin ich" in the settings was "nicht verstanden", at a value "keiner der Werte"."""
    said, chosen = typed_settings(lang, typed)
    assert said.count(heading) == 2, said
    asked = [line for line in said if line.startswith(("Verbosity: normal.",
                                                       "Ausführlichkeit: normal."))]
    assert len(asked) == 2, said
    assert not any("understand" in line or "verstanden" in line or "values" in line
                   or "Werte" in line for line in said), said
    assert chosen.verbosity == "normal"


@pytest.mark.parametrize(("lang", "listed", "valued"), [
    ("en", "Enter alone, done or back leaves the settings; where am i reads this list again.",
     "Enter alone or back keeps the value and returns to the list; where am i names the "
     "setting again."),
    ("de", "Nur Eingabe, fertig oder zurück verlässt die Einstellungen; wo bin ich liest diese "
           "Liste noch einmal.",
     "Eingabe allein oder zurück behält den Wert und führt zur Liste; wo bin ich nennt die "
     "Einstellung noch einmal."),
])
def test_help_in_the_settings_names_the_words_that_work_there(lang, listed, valued):
    """Help at the settings read the list (at a setting, its question) and nothing of back or
    where am i, which work there."""
    said, _ = typed_settings(lang, ["help", "1", "help", "", ""])
    assert listed in said and valued in said
    assert said[said.index(valued) + 1].startswith(("Language", "Sprache")), said


@pytest.mark.parametrize(("lang", "typed", "done", "hand_over"), [
    ("en", ["settings", "", "quit", "yes"], "Settings done.",
     "Pass to South. South, press Enter when only you are listening."),
    ("de", ["einstellungen", "", "ende", "ja"], "Einstellungen fertig.",
     "Weitergeben an Süd. Süd, drücke Eingabe, wenn nur du zuhörst."),
])
def test_settings_typed_while_the_keyboard_waits_ask_for_the_hand_over_again(lang, typed, done,
                                                                            hand_over):
    """Play-testing Whist with North and South at one keyboard: settings typed while the
    keyboard waited for South ended with "Süd ist am Zug.", which did not say that South
    must take the keyboard and press Enter first."""
    out = io.StringIO()
    session = open_game(REGISTRY.create("whist"), seats_of(4, [0, 2], 1), lang, seed=2)
    play(session, LineIO(io.StringIO("".join(t + "\n" for t in typed)), out))
    said = [line.removeprefix("> ") for line in out.getvalue().splitlines()]
    assert said[said.index(done) + 1] == hand_over
