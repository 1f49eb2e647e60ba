"""The widget catalog (x-nuwax.widgetCatalog): which widget a field is shown with, and its custom-answer keys."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ._contract import CONSTANTS, DEFAULT_OTHER_VALUE, DEPRECATED_BUILDER_ALIASES, WIDGET_CATALOG

_CATALOG: dict[str, dict[str, Any]] = {entry["widget"]: entry for entry in WIDGET_CATALOG}


def widget_catalog_entry(widget: object) -> dict[str, Any] | None:
    """The catalog entry of ``widget`` (a widget name), or None for a name the contract does not know."""
    return _CATALOG.get(widget) if isinstance(widget, str) else None


def resolve_widget_alias(widget: object) -> object:
    """A deprecated builder alias (x-nuwax.deprecatedBuilderAliases: input → text, checkbox → checkboxes) rewritten; anything else unchanged."""
    if isinstance(widget, str) and widget in DEPRECATED_BUILDER_ALIASES:
        return DEPRECATED_BUILDER_ALIASES[widget]
    return widget


def infer_widget(field: Mapping[str, Any]) -> str | None:
    """The widget of a field that names none, by the catalog's inference rules in catalog order.

    type string (or none) → text; number/integer → number; options → radio; type array + options →
    checkboxes (x-nuwax.widgetCatalog[].inference). None when no rule matches.
    """
    options = field.get("options")
    has_options = isinstance(options, list) and len(options) > 0
    for entry in WIDGET_CATALOG:
        rule = entry.get("inference")
        if not rule:
            continue
        when = rule["when"]
        type_ok = when["typeMayBeOmitted"] if "type" not in field else field["type"] in when["types"]
        if type_ok and when["hasOptions"] == has_options:
            return str(entry["widget"])
    return None


def effective_widget(field: Mapping[str, Any]) -> str | None:
    """The widget a field is shown with: its widget (an alias resolved), else the inferred one; None when neither works."""
    if "widget" not in field:
        return infer_widget(field)
    widget = resolve_widget_alias(field["widget"])
    return widget if isinstance(widget, str) and widget in _CATALOG else None


def custom_text_key(field: Mapping[str, Any]) -> str:
    """The formData key of a radio-with-custom field's custom text: otherField, else ``<name>`` + x-nuwax.constants.otherFieldSuffix."""
    other = field.get("otherField")
    return other if other is not None else f"{field.get('name')}{CONSTANTS['otherFieldSuffix']}"


def custom_option_value(field: Mapping[str, Any]) -> Any:
    """The option value meaning "custom text" for a radio-with-custom field: otherValue, else the contract default (__custom__)."""
    other = field.get("otherValue")
    return other if other is not None else DEFAULT_OTHER_VALUE
