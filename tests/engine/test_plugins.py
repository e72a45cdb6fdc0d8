"""The plugin host: built-ins through real entry points, and broken plugins reported and
skipped, never fatal.  Fake third-party plugins are modules written into a temporary folder
and named by ``importlib.metadata.EntryPoint`` objects, as an installed package would be."""

from __future__ import annotations

import dataclasses
import importlib.metadata
import inspect
import sys
import textwrap
from pathlib import Path
from types import SimpleNamespace

import pytest
from shared import PENGUIN_FAMILY_IDS

from penguin_qt import hookspecs
from penguin_qt.hookspecs import hookimpl
from penguin_qt.plugins import ENTRY_POINT_GROUP, PluginHost
from penguin_qt_penguin import PENGUIN

BUILT_IN_PLUGINS = {"penguin", "eight-off", "freecell", "bakers-game", "seahaven-towers"}


def entry_point(name: str, module: str) -> importlib.metadata.EntryPoint:
    return importlib.metadata.EntryPoint(name=name, value=module, group=ENTRY_POINT_GROUP)


@pytest.fixture
def plugin_dir(tmp_path, monkeypatch):
    """``write(module, source)`` makes an importable plugin module for one test."""
    monkeypatch.syspath_prepend(str(tmp_path))
    written = []

    def write(module: str, source: str) -> str:
        (tmp_path / f"{module}.py").write_text(textwrap.dedent(source))
        written.append(module)
        return module

    yield write
    for module in written:
        sys.modules.pop(module, None)


def host_with(*extra: importlib.metadata.EntryPoint):
    """A host with the installed plugins plus ``extra``; returns (host, reported failures)."""
    failures: list[tuple[str, str]] = []
    installed = list(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP))
    host = PluginHost(
        entry_points=[*installed, *extra], report=lambda n, e: failures.append((n, e))
    )
    return host, failures


# -- built-ins --------------------------------------------------------------------------------


def test_built_in_plugins_are_declared_as_entry_points():
    names = {ep.name for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)}
    assert names >= BUILT_IN_PLUGINS


def test_built_in_variants_load_through_the_entry_points_as_built_in():
    host = PluginHost()
    for name in BUILT_IN_PLUGINS:
        info = host.plugins[name]
        assert (info.source, info.state, info.error) == ("built-in", "active", None)
        assert info.builtin
    variants = host.variants()
    assert {v.source for v in variants.values()} == {"built-in"}
    assert variants["penguin"].plugin == "penguin" and variants["penguin"].item == PENGUIN
    assert variants["freecell"].plugin == "freecell"
    assert tuple(host.plugins["penguin"].variants) == PENGUIN_FAMILY_IDS


def test_an_unknown_variant_is_refused_naming_the_known_ones():
    with pytest.raises(
        KeyError, match=r"no variant 'spider' \(known: bakers-game, eight-off, freecell"
    ):
        PluginHost().rules("spider")


# -- broken plugins ---------------------------------------------------------------------------


def test_a_plugin_that_fails_to_import_is_reported_and_skipped(plugin_dir):
    plugin_dir("broken_import", "import no_such_module_anywhere\n")
    host, failures = host_with(entry_point("broken", "broken_import"))
    assert [name for name, _ in failures] == ["broken"]
    assert "ModuleNotFoundError" in failures[0][1] and "no_such_module_anywhere" in failures[0][1]
    assert host.plugins["broken"].state == "failed"
    assert host.plugins["broken"].source == "unknown package"
    assert "penguin" in host.variants()  # the others carry on


def test_an_import_that_fails_in_a_library_is_placed_at_the_plugins_own_line(plugin_dir):
    """The plugin's files are looked up when its import fails, and the error is placed at the
    plugin's line that imported the failing library, not in the library."""
    plugin_dir("shaky_library", "x = 1\nraise ValueError('the library is broken')\n")
    plugin_dir("leans_on_library", '"""A plugin."""\nimport shaky_library  # line 2\n')
    host, failures = host_with(entry_point("leaning", "leans_on_library"))
    assert [name for name, _ in failures] == ["leaning"]
    assert "ValueError: the library is broken" in failures[0][1]
    assert failures[0][1].endswith("(at leans_on_library.py:2)"), failures[0][1]
    assert host.plugins["leaning"].state == "failed"


def test_a_plugin_that_imports_well_is_not_searched_for_on_sys_path(plugin_dir, monkeypatch):
    """Its own files come from the module it became; the search of sys.path for them
    (find_spec) is left to a failed import."""
    import importlib.util

    plugin_dir("quiet_plugin", '"""Registers nothing."""\n')
    searched = []
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: searched.append(name) or find_spec(name, *a)
    )
    host, failures = host_with(entry_point("quiet", "quiet_plugin"))
    assert failures == [] and host.plugins["quiet"].state == "active"
    assert "quiet_plugin" not in searched
    assert host._roots["quiet"] == (str(Path(sys.modules["quiet_plugin"].__file__)),)


def test_a_plugin_whose_entry_point_names_nothing_is_reported(plugin_dir):
    plugin_dir("empty_plugin", "")
    host, failures = host_with(entry_point("missing", "empty_plugin:nothing_here"))
    assert failures and failures[0][0] == "missing" and "AttributeError" in failures[0][1]
    assert "penguin" in host.variants()


def test_a_plugin_that_fails_validation_is_reported_and_skipped(plugin_dir):
    plugin_dir(
        "bad_signature",
        """
        from penguin_qt.hookspecs import hookimpl

        @hookimpl
        def register_variants(register, colour):
            pass
        """,
    )
    host, failures = host_with(entry_point("bad-signature", "bad_signature"))
    assert [name for name, _ in failures] == ["bad-signature"]
    assert "colour" in failures[0][1]
    assert host.plugins["bad-signature"].state == "failed"
    assert set(host.variants()) >= {"penguin", "eight-off", "freecell"}


def test_a_plugin_that_raises_in_a_hook_is_reported_and_its_variants_dropped(plugin_dir):
    plugin_dir(
        "raises_in_hook",
        """
        import dataclasses
        from penguin_qt.hookspecs import hookimpl
        from penguin_qt_penguin import PENGUIN

        @hookimpl
        def register_variants(register):
            register(dataclasses.replace(PENGUIN, id="half-done", name="Half done"))
            raise RuntimeError("the plugin broke")
        """,
    )
    host, failures = host_with(entry_point("raiser", "raises_in_hook"))
    variants = host.variants()
    assert "half-done" not in variants and "penguin" in variants
    assert failures == [("raiser", failures[0][1])]
    assert failures[0][1] == (
        "register_variants raised RuntimeError: the plugin broke (at raises_in_hook.py:9)"
    )
    assert host.plugins["raiser"].state == "failed"


def test_a_variant_that_is_not_a_rule_set_is_refused():
    host, failures = host_with()
    plugin = SimpleNamespace(register_variants=hookimpl(lambda register: register("penguin")))
    host.add_plugin(plugin, "stringly")
    assert "penguin" in host.variants()
    assert [name for name, _ in failures] == ["stringly"]
    assert failures[0][1].startswith("register_variants: variant must be a Rules, not str")


def test_duplicate_variant_ids_are_refused():
    host, failures = host_with()

    class Copycat:
        @hookimpl
        def register_variants(self, register):
            register(dataclasses.replace(PENGUIN, name="Another Penguin"))

    host.add_plugin(Copycat(), "copycat", source="copycat 1.0")
    variants = host.variants()
    assert variants["penguin"].plugin == "penguin" and variants["penguin"].item.name == "Penguin"
    assert failures and failures[0][0] == "copycat"
    assert "register_variants: variant id 'penguin' is taken by penguin" in failures[0][1]
    assert host.plugins["penguin"].state == "active"
    assert host.plugins["copycat"].state == "failed"


def test_a_built_in_keeps_its_ids_whatever_order_plugins_load_in(plugin_dir):
    plugin_dir(
        "copycat_first",
        """
        import dataclasses
        from penguin_qt.hookspecs import hookimpl
        from penguin_qt_penguin import PENGUIN

        @hookimpl
        def register_variants(register):
            register(dataclasses.replace(PENGUIN, name="Another Penguin"))
        """,
    )
    installed = list(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP))
    host = PluginHost(entry_points=[entry_point("copycat", "copycat_first"), *installed])
    assert host.variants()["penguin"].item.name == "Penguin"
    host.set_enabled("penguin", False)
    host.set_enabled("penguin", True)  # registered again, now after the copycat
    assert host.variants()["penguin"].item.name == "Penguin"
    assert host.plugins["copycat"].state == "failed"
    assert host.plugins["penguin"].state == "active"


def test_a_good_third_party_plugin_is_loaded_with_its_source():
    host, failures = host_with()

    class Extra:
        @hookimpl
        def register_variants(self, register):
            register(
                dataclasses.replace(PENGUIN, id="penguin-9", name="Penguin, 9 columns", columns=9)
            )

    host.add_plugin(Extra(), "extra", source="penguin-extra 2.1")
    assert failures == []
    entry = host.variants()["penguin-9"]
    assert (entry.plugin, entry.source, entry.item.columns) == ("extra", "penguin-extra 2.1", 9)


def test_a_third_party_variant_is_dealt_at_registration_and_a_built_in_is_not(monkeypatch):
    # The built-in variants' sample deals are tried by the tests (tests/kit), not at every
    # start; a third party's are tried as it registers them.
    from penguin_qt.plugins import checks

    dealt = []
    real = checks.check_deals

    def check_deals(rules, roots=(), **kwargs):
        dealt.append(rules.id)
        return real(rules, roots, **kwargs)

    monkeypatch.setattr(checks, "check_deals", check_deals)
    host, failures = host_with()
    assert failures == [] and set(host.plugins) >= BUILT_IN_PLUGINS and dealt == []

    class Extra:
        @hookimpl
        def register_variants(self, register):
            register(dataclasses.replace(PENGUIN, id="penguin-9", name="Penguin 9", columns=9))

    host.add_plugin(Extra(), "extra", source="penguin-extra 2.1")
    assert failures == [] and dealt == ["penguin-9"]


# -- turning plugins off and on -------------------------------------------------------------------


def test_set_enabled_turns_a_plugin_off_and_on():
    host = PluginHost()
    host.set_enabled("freecell", False)
    assert host.plugins["freecell"].state == "disabled"
    assert "freecell" not in host.variants() and "penguin" in host.variants()
    host.set_enabled("freecell", True)
    assert host.plugins["freecell"].state == "active"
    assert "freecell" in host.variants()


def test_a_plugin_disabled_at_start_is_loaded_but_not_registered():
    host = PluginHost(disabled={"eight-off"})
    assert host.plugins["eight-off"].state == "disabled"
    assert "eight-off" not in host.variants()
    host.set_enabled("eight-off", True)
    assert "eight-off" in host.variants()


def test_a_failed_plugin_stays_failed_when_enabled(plugin_dir):
    plugin_dir("broken_again", "raise ImportError('nope')\n")
    host, _ = host_with(entry_point("broken", "broken_again"))
    host.set_enabled("broken", True)
    assert host.plugins["broken"].state == "failed"


# -- every hook is documented and tested ----------------------------------------------------------


def test_register_solvers_collects_solvers_by_id():
    host, failures = host_with()
    solver = SimpleNamespace(
        id="toy",
        name="Toy solver",
        availability=lambda: None,
        supports=lambda rules: None,
        solve=lambda position, rules, budget, cancel: None,
    )

    class Solvers:
        @hookimpl
        def register_solvers(self, register):
            register(solver)

    class Nameless:
        @hookimpl
        def register_solvers(self, register):
            register(object())

    host.add_plugin(Solvers(), "toy-solvers")
    host.add_plugin(Nameless(), "nameless")
    solvers = host.solvers()
    assert solvers["toy"].item.solver is solver and solvers["toy"].plugin == "toy-solvers"
    assert ("nameless", failures[-1][1]) in failures
    assert "needs a non-empty string id" in failures[-1][1]


def test_register_variants_collects_variants_by_id():
    host, failures = host_with()
    wide = dataclasses.replace(PENGUIN, id="toy-wide", name="Wide", columns=10, cells=10)
    narrow = dataclasses.replace(PENGUIN, id="toy-narrow", name="Narrow", columns=1, cells=0)

    class Variants:
        @hookimpl
        def register_variants(self, register):
            register(wide)
            register(narrow)

    host.add_plugin(Variants(), "toy-variants")
    variants = host.variants()
    assert variants["toy-wide"].item is wide and variants["toy-narrow"].item is narrow
    assert {variants[i].plugin for i in ("toy-wide", "toy-narrow")} == {"toy-variants"}
    assert host.plugins["toy-variants"].variants == ["toy-wide", "toy-narrow"]
    assert failures == []


PLUGIN_DOCS = (Path(__file__).parents[2] / "docs" / "plugins.md").read_text(encoding="utf-8")

HOOK_TESTS = {
    "register_variants": test_register_variants_collects_variants_by_id,
    "register_solvers": test_register_solvers_collects_solvers_by_id,
}


def hook_specs() -> dict[str, object]:
    marker = f"{hookspecs.PROJECT}_spec"
    return {
        name: fn
        for name, fn in inspect.getmembers(hookspecs, inspect.isfunction)
        if hasattr(fn, marker)
    }


def test_every_hook_has_a_docstring_and_a_test():
    specs = hook_specs()
    assert specs, "no hook specifications found"
    for name, fn in specs.items():
        doc = inspect.getdoc(fn) or ""
        assert len(doc.splitlines()) >= 3, f"{name} needs a docstring saying arguments and result"
        assert "register" in doc
        assert name in HOOK_TESTS, f"{name} has no test"
        assert f"`{name}" in PLUGIN_DOCS, f"{name} is not in docs/plugins.md"


def test_a_misspelt_hook_name_fails_the_plugin_instead_of_being_ignored():
    from penguin_qt.hookspecs import hookimpl
    from penguin_qt.plugins import PluginHost

    class Misspelt:
        @hookimpl
        def register_variant(self, register):  # the hook is register_variants
            raise AssertionError("never called")

    host = PluginHost()
    host.add_plugin(Misspelt(), "misspelt")
    info = host.plugins["misspelt"]
    assert info.state == "failed"
    assert "unknown hook register_variant" in info.error
    assert "penguin" in host.variants()


def _every_kind_of_name():
    """A plugin module with every kind of value a name can have: hooks (plain, wrapped,
    bound, misspelt), marked non-functions, and what is never a hook."""
    import types

    module = types.ModuleType("penguin_qt_every_kind")
    exec(  # the module's source, written here
        textwrap.dedent(
            """
            from penguin_qt.hookspecs import hookimpl

            @hookimpl
            def register_variants(register):
                pass

            @hookimpl
            def register_solvrs(register):  # misspelt: still found, so it is reported
                pass

            class Holder:
                @hookimpl
                def register_solvers(self, register):
                    pass

                @staticmethod
                @hookimpl
                def quiet(register):
                    pass

            bound = Holder().register_solvers
            wrapped = staticmethod(Holder.quiet)
            as_class = classmethod(Holder.register_solvers)
            marked_dict = {"penguin_qt_impl": {}}
            marked_lambda = hookimpl(lambda register: None)
            CONSTANT = 7
            import os

            def __getattr__(name):
                raise AttributeError(name)
            """
        ),
        module.__dict__,
    )
    return module


def _plugin_modules():
    host = PluginHost()
    modules = [host._objects[name] for name in sorted(host._objects)]
    return [*modules, _every_kind_of_name()]


@pytest.mark.parametrize("module", _plugin_modules(), ids=lambda m: m.__name__)
def test_the_host_finds_the_hooks_pluggy_finds_in_every_plugin_module(module):
    """The host's manager passes over a module's names that cannot be hooks without
    pluggy's lookup of each; for every name it finds what pluggy's own manager finds."""
    import pluggy

    from penguin_qt.plugins.host import PluginManager

    ours, pluggys = PluginManager(hookspecs.PROJECT), pluggy.PluginManager(hookspecs.PROJECT)
    names = dir(module)
    found = {n: ours.parse_hookimpl_opts(module, n) for n in names}
    assert found == {n: pluggys.parse_hookimpl_opts(module, n) for n in names}
    assert any(opts is not None for opts in found.values())  # a hook in every module


def test_a_variant_class_that_breaks_the_rule_contract_is_refused_at_its_own_line(plugin_dir):
    """A subclass of Rules that redefines what is not one of the contract's operations is
    refused as it is made: the plugin fails to load, with the line of its class."""
    plugin_dir(
        "loose_rules",
        '''\
        """A plugin whose variant changes how cards fit, which no solver would honour."""
        from penguin_qt.engine import Rules


        class Loose(Rules):  # line 5
            def fits(self, c, t, base):
                return True
        ''',
    )
    host, failures = host_with(entry_point("loose", "loose_rules"))
    assert [name for name, _ in failures] == ["loose"]
    assert "fits is not one of the operations a variant may override" in failures[0][1]
    assert failures[0][1].endswith("(at loose_rules.py:5)"), failures[0][1]
    assert "penguin" in host.variants()
