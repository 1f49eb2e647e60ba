"""Unicode property escapes of a field's pattern (``\\p{…}``, ``\\P{…}``) as code-point tests.

ECMAScript names (General_Category values, long and short, with ``gc=`` / ``General_Category=``; the
binary properties Any, ASCII and Assigned) are decided with the standard library's ``unicodedata``
(its Unicode version is ``unicodedata.unidata_version``; Node's may be newer, so a code point assigned
since then has category Cn here). Script, Script_Extensions and the other binary properties are valid
ECMAScript names this module has no table for: property_predicate returns NO_TABLE and the pattern
engine refuses such a pattern as ``unsupported`` (docs/sdks.md "Python SDK").
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

#: Returned for a valid ECMAScript property name this module cannot decide.
NO_TABLE: Callable[[int], bool] = lambda cp: False  # noqa: E731

#: General_Category values (ECMAScript table "Value aliases and canonical values for General_Category"): name → categories.
_GENERAL_CATEGORIES: dict[str, frozenset[str]] = {}
for _names, _cats in (
    (("L", "Letter"), "Lu Ll Lt Lm Lo"),
    (("LC", "Cased_Letter"), "Lu Ll Lt"),
    (("Lu", "Uppercase_Letter"), "Lu"),
    (("Ll", "Lowercase_Letter"), "Ll"),
    (("Lt", "Titlecase_Letter"), "Lt"),
    (("Lm", "Modifier_Letter"), "Lm"),
    (("Lo", "Other_Letter"), "Lo"),
    (("M", "Mark", "Combining_Mark"), "Mn Mc Me"),
    (("Mn", "Nonspacing_Mark"), "Mn"),
    (("Mc", "Spacing_Mark"), "Mc"),
    (("Me", "Enclosing_Mark"), "Me"),
    (("N", "Number"), "Nd Nl No"),
    (("Nd", "Decimal_Number", "digit"), "Nd"),
    (("Nl", "Letter_Number"), "Nl"),
    (("No", "Other_Number"), "No"),
    (("P", "Punctuation", "punct"), "Pc Pd Ps Pe Pi Pf Po"),
    (("Pc", "Connector_Punctuation"), "Pc"),
    (("Pd", "Dash_Punctuation"), "Pd"),
    (("Ps", "Open_Punctuation"), "Ps"),
    (("Pe", "Close_Punctuation"), "Pe"),
    (("Pi", "Initial_Punctuation"), "Pi"),
    (("Pf", "Final_Punctuation"), "Pf"),
    (("Po", "Other_Punctuation"), "Po"),
    (("S", "Symbol"), "Sm Sc Sk So"),
    (("Sm", "Math_Symbol"), "Sm"),
    (("Sc", "Currency_Symbol"), "Sc"),
    (("Sk", "Modifier_Symbol"), "Sk"),
    (("So", "Other_Symbol"), "So"),
    (("Z", "Separator"), "Zs Zl Zp"),
    (("Zs", "Space_Separator"), "Zs"),
    (("Zl", "Line_Separator"), "Zl"),
    (("Zp", "Paragraph_Separator"), "Zp"),
    (("C", "Other"), "Cc Cf Cs Co Cn"),
    (("Cc", "Control", "cntrl"), "Cc"),
    (("Cf", "Format"), "Cf"),
    (("Cs", "Surrogate"), "Cs"),
    (("Co", "Private_Use"), "Co"),
    (("Cn", "Unassigned"), "Cn"),
):
    for _name in _names:
        _GENERAL_CATEGORIES[_name] = frozenset(_cats.split())

#: Binary properties of ECMAScript's table "Binary Unicode property aliases" (long and short names).
_BINARY = frozenset(
    "ASCII ASCII_Hex_Digit AHex Alphabetic Alpha Any Assigned Bidi_Control Bidi_C Bidi_Mirrored Bidi_M Case_Ignorable CI Cased "
    "Changes_When_Casefolded CWCF Changes_When_Casemapped CWCM Changes_When_Lowercased CWL Changes_When_NFKC_Casefolded CWKCF "
    "Changes_When_Titlecased CWT Changes_When_Uppercased CWU Dash Default_Ignorable_Code_Point DI Deprecated Dep Diacritic Dia "
    "Emoji Emoji_Component EComp Emoji_Modifier EMod Emoji_Modifier_Base EBase Emoji_Presentation EPres Extended_Pictographic "
    "ExtPict Extender Ext Grapheme_Base Gr_Base Grapheme_Extend Gr_Ext Hex_Digit Hex IDS_Binary_Operator IDSB IDS_Trinary_Operator "
    "IDST ID_Continue IDC ID_Start IDS Ideographic Ideo Join_Control Join_C Logical_Order_Exception LOE Lowercase Lower Math "
    "Noncharacter_Code_Point NChar Pattern_Syntax Pat_Syn Pattern_White_Space Pat_WS Quotation_Mark QMark Radical Regional_Indicator "
    "RI Sentence_Terminal STerm Soft_Dotted SD Terminal_Punctuation Term Unified_Ideograph UIdeo Uppercase Upper Variation_Selector "
    "VS White_Space space XID_Continue XIDC XID_Start XIDS".split()
)


def _category_test(categories: frozenset[str]) -> Callable[[int], bool]:
    return lambda cp: unicodedata.category(chr(cp)) in categories


def property_predicate(name: str) -> Callable[[int], bool] | None:
    """The test of ``\\p{name}``: a function of a code point; NO_TABLE for a valid name without a table; None for an invalid one."""
    key, sep, value = name.partition("=")
    if sep:
        if key in ("General_Category", "gc"):
            return _category_test(_GENERAL_CATEGORIES[value]) if value in _GENERAL_CATEGORIES else None
        if key in ("Script", "sc", "Script_Extensions", "scx"):
            return NO_TABLE if value.replace("_", "").isalpha() else None
        return None
    if name in _GENERAL_CATEGORIES:
        return _category_test(_GENERAL_CATEGORIES[name])
    if name == "Any":
        return lambda cp: True
    if name == "ASCII":
        return lambda cp: cp < 0x80
    if name == "Assigned":
        return lambda cp: unicodedata.category(chr(cp)) != "Cn"
    return NO_TABLE if name in _BINARY else None
