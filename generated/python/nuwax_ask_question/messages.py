# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
# Copied from packages/nuwax-contract/sdk/python/nuwax_ask_question/messages.py: edit it there.
"""The answer-message templates of x-nuwax.messages: the locale a tag resolves to and filling a template."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ._contract import CONSTANTS, LOCALE_ALIASES, MESSAGE_LOCALES, MESSAGES

#: Template parts as the generator writes them: ("text", "…") or ("var", "<name>").
TemplateParts = Sequence[Sequence[str]]

#: The message each action writes; for submit, its first line (the header).
SIGNATURE_KEY: Mapping[str, str] = {
    "submit": "submittedHeader",
    "cancel": "cancelled",
    "skip": "skipped",
    "timeout": "timedOut",
}

#: The actions a respond payload may carry (#/$defs/McpAskRespondAction), in contract order.
ACTIONS: tuple[str, ...] = tuple(SIGNATURE_KEY)


def fill(parts: TemplateParts, **values: str) -> str:
    """A template with its placeholders replaced by ``values`` (inserted as is, never escaped).

    Raises KeyError when the template names a variable ``values`` lacks.
    """
    return "".join(part[1] if part[0] == "text" else values[part[1]] for part in parts)


def text_of(parts: TemplateParts) -> str:
    """A template without placeholders (a separator, ``yes``, ``notProvided``) as its text."""
    return "".join(part[1] for part in parts if part[0] == "text")


def resolve_locale(locale: object = None) -> str:
    """The template locale for a BCP 47 tag (case and ``_`` tolerated).

    An exact match of x-nuwax.messages, then x-nuwax.localeAliases, then the tag with its last
    subtag dropped, and so on (en-GB → en → en-US); anything else, a missing tag and a value that
    is not a string give the contract's defaultLocale (zh-CN). Never raises.
    """
    default = str(CONSTANTS["defaultLocale"])
    if not isinstance(locale, str) or not locale:
        return default
    parts = locale.replace("_", "-").lower().split("-")
    while parts:
        candidate = "-".join(parts)
        for known in MESSAGE_LOCALES:
            if known.lower() == candidate:
                return known
        for alias, target in LOCALE_ALIASES.items():
            if alias.lower() == candidate:
                return target
        parts = parts[:-1]
    return default


def catalog(locale: object = None) -> Mapping[str, TemplateParts]:
    """The message templates of the locale ``locale`` resolves to (resolve_locale)."""
    return MESSAGES[resolve_locale(locale)]
