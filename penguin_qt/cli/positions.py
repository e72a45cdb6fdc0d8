"""The commands about variants and positions: ``variants``, ``rules``, ``deal`` and
``moves``."""

from __future__ import annotations

import argparse
import json
import sys

from ..engine import format_position
from ..engine.rules import FREE_PARAMS
from ..plugins import PluginHost
from ..plugins.dealing import Dealer
from .common import add_rule_options, deal_number, read_position, rules_from_args


def add_commands(sub) -> None:
    p = sub.add_parser("variants", help="list the variants the plugins provide")
    p.set_defaults(func=cmd_variants)
    p = sub.add_parser(
        "rules",
        help="the free parameters of a variant: each one's value, and whether the player may "
        "change it (--cells, --empty-column, --run-limit) or the variant fixes it, and why",
    )
    add_rule_options(p)
    p.set_defaults(func=cmd_rules)
    p = sub.add_parser("deal", help="print a deal's starting position")
    add_rule_options(p)
    p.add_argument("number", type=deal_number)
    p.set_defaults(func=cmd_deal)
    p = sub.add_parser("moves", help="list the legal moves of a position read on stdin")
    add_rule_options(p)
    p.set_defaults(func=cmd_moves)


def report_failed_plugins(host: PluginHost) -> None:
    for info in host.plugins.values():
        if info.state == "failed":
            print(f"plugin {info.name} failed: {info.error}", file=sys.stderr)


def cmd_variants(args: argparse.Namespace, host: PluginHost) -> int:
    for variant_id, entry in host.variants().items():
        print(f"{variant_id}\t{entry.item.name}\t{entry.source} ({entry.plugin})")
    report_failed_plugins(host)
    return 0


OPTIONS = {"cells": "--cells", "empty_column": "--empty-column", "run_limit": "--run-limit"}


def cmd_rules(args: argparse.Namespace, host: PluginHost) -> int:
    """One line per free parameter: its name, its value, then ``free (--option)`` or
    ``fixed: the reason``, tab-separated."""
    rules = rules_from_args(args, host)
    for name in FREE_PARAMS:
        value = getattr(rules, name)
        if name in rules.free_params:
            state = f"free ({OPTIONS[name]})"
        else:
            state = f"fixed: {rules.pinned_reason(name)}"
        print(f"{name}\t{value}\t{state}")
    return 0


def cmd_deal(args: argparse.Namespace, host: PluginHost) -> int:
    rules = rules_from_args(args, host)
    with Dealer(host.disabled) as dealer:  # a plugin's procedure runs where it can be ended
        position = dealer.deal(rules, args.number)
    sys.stdout.write(format_position(position, rules))
    return 0


def cmd_moves(args: argparse.Namespace, host: PluginHost) -> int:
    position, rules = read_position(sys.stdin, args, host)
    for move in rules.legal_moves(position):
        after = rules.apply(position, move)
        print(json.dumps({"move": move.text, "position": format_position(after, rules)}))
    return 0
