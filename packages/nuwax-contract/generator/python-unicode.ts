/**
 * Writes the Python SDK's Unicode property tables (packages/nuwax-contract/sdk/python/nuwax_ask_question/
 * _unicode_tables.py) from this Node's own RegExp engine, so a field's `\p{…}` means in Python exactly what
 * it means in the TypeScript kit (runtime/contract/pattern.ts decides sets with the platform's RegExp):
 * every General_Category value, binary property, Script and Script_Extensions value ECMAScript names, as
 * code-point ranges. Run it when Node's Unicode version changes (tests/python-parity.test.ts fails then):
 *
 *   npm run unicode-tables   (writes the Python, Java and UTS tables: unicode-tables.ts)
 *
 * Names come from ECMAScript's tables (General_Category and binary properties, written here) and, for
 * Script values, every four-letter code Node accepts with the long names of Unicode's
 * PropertyValueAliases.txt (SCRIPT_ALIASES); a name Node refuses is left out, and a script code with no
 * long name here is printed, so it can be added.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const PYTHON_UNICODE_TABLES = join(
  here,
  "..",
  "sdk",
  "python",
  "nuwax_ask_question",
  "_unicode_tables.py",
);

/** General_Category values (ECMAScript "Value aliases and canonical values for General_Category"). */
const GENERAL_CATEGORIES = `L Letter; LC Cased_Letter; Lu Uppercase_Letter; Ll Lowercase_Letter; Lt Titlecase_Letter; Lm Modifier_Letter;
Lo Other_Letter; M Mark Combining_Mark; Mn Nonspacing_Mark; Mc Spacing_Mark; Me Enclosing_Mark; N Number; Nd Decimal_Number digit;
Nl Letter_Number; No Other_Number; P Punctuation punct; Pc Connector_Punctuation; Pd Dash_Punctuation; Ps Open_Punctuation;
Pe Close_Punctuation; Pi Initial_Punctuation; Pf Final_Punctuation; Po Other_Punctuation; S Symbol; Sm Math_Symbol; Sc Currency_Symbol;
Sk Modifier_Symbol; So Other_Symbol; Z Separator; Zs Space_Separator; Zl Line_Separator; Zp Paragraph_Separator; C Other; Cc Control cntrl;
Cf Format; Cs Surrogate; Co Private_Use; Cn Unassigned`;

/** Binary properties (ECMAScript "Binary Unicode property aliases"), long name first. */
const BINARY = `ASCII; ASCII_Hex_Digit AHex; Alphabetic Alpha; Any; Assigned; Bidi_Control Bidi_C; Bidi_Mirrored Bidi_M; Case_Ignorable CI; Cased;
Changes_When_Casefolded CWCF; Changes_When_Casemapped CWCM; Changes_When_Lowercased CWL; Changes_When_NFKC_Casefolded CWKCF;
Changes_When_Titlecased CWT; Changes_When_Uppercased CWU; Dash; Default_Ignorable_Code_Point DI; Deprecated Dep; Diacritic Dia; Emoji;
Emoji_Component EComp; Emoji_Modifier EMod; Emoji_Modifier_Base EBase; Emoji_Presentation EPres; Extended_Pictographic ExtPict;
Extender Ext; Grapheme_Base Gr_Base; Grapheme_Extend Gr_Ext; Hex_Digit Hex; IDS_Binary_Operator IDSB; IDS_Trinary_Operator IDST;
ID_Continue IDC; ID_Start IDS; Ideographic Ideo; Join_Control Join_C; Logical_Order_Exception LOE; Lowercase Lower; Math;
Noncharacter_Code_Point NChar; Pattern_Syntax Pat_Syn; Pattern_White_Space Pat_WS; Quotation_Mark QMark; Radical;
Regional_Indicator RI; Sentence_Terminal STerm; Soft_Dotted SD; Terminal_Punctuation Term; Unified_Ideograph UIdeo; Uppercase Upper;
Variation_Selector VS; White_Space space; XID_Continue XIDC; XID_Start XIDS`;

/** Script values: the four-letter code, then its other names (Unicode's PropertyValueAliases.txt). */
const SCRIPT_ALIASES = `
Adlm Adlam
Aghb Caucasian_Albanian
Ahom Ahom
Arab Arabic
Armi Imperial_Aramaic
Armn Armenian
Avst Avestan
Bali Balinese
Bamu Bamum
Bass Bassa_Vah
Batk Batak
Beng Bengali
Bhks Bhaiksuki
Bopo Bopomofo
Brah Brahmi
Brai Braille
Bugi Buginese
Buhd Buhid
Cakm Chakma
Cans Canadian_Aboriginal
Cari Carian
Cham Cham
Cher Cherokee
Chrs Chorasmian
Copt Coptic Qaac
Cpmn Cypro_Minoan
Cprt Cypriot
Cyrl Cyrillic
Deva Devanagari
Diak Dives_Akuru
Dogr Dogra
Dsrt Deseret
Dupl Duployan
Egyp Egyptian_Hieroglyphs
Elba Elbasan
Elym Elymaic
Ethi Ethiopic
Geor Georgian
Glag Glagolitic
Gong Gunjala_Gondi
Gonm Masaram_Gondi
Goth Gothic
Gran Grantha
Grek Greek
Gujr Gujarati
Guru Gurmukhi
Hang Hangul
Hani Han
Hano Hanunoo
Hatr Hatran
Hebr Hebrew
Hira Hiragana
Hluw Anatolian_Hieroglyphs
Hmng Pahawh_Hmong
Hmnp Nyiakeng_Puachue_Hmong

Hung Old_Hungarian
Ital Old_Italic
Java Javanese
Kali Kayah_Li
Kana Katakana
Khar Kharoshthi
Khmr Khmer
Khoj Khojki
Kits Khitan_Small_Script
Knda Kannada
Kthi Kaithi
Lana Tai_Tham
Laoo Lao
Latn Latin
Lepc Lepcha
Limb Limbu
Lina Linear_A
Linb Linear_B
Lisu Lisu
Lyci Lycian
Lydi Lydian
Mahj Mahajani
Maka Makasar
Mand Mandaic
Mani Manichaean
Marc Marchen
Medf Medefaidrin
Mend Mende_Kikakui
Merc Meroitic_Cursive
Mero Meroitic_Hieroglyphs
Mlym Malayalam
Modi Modi
Mong Mongolian
Mroo Mro
Mtei Meetei_Mayek
Mult Multani
Mymr Myanmar
Nand Nandinagari
Narb Old_North_Arabian
Nbat Nabataean
Newa Newa
Nkoo Nko
Nshu Nushu
Ogam Ogham
Olck Ol_Chiki
Orkh Old_Turkic
Orya Oriya
Osge Osage
Osma Osmanya
Ougr Old_Uyghur
Palm Palmyrene
Pauc Pau_Cin_Hau
Perm Old_Permic
Phag Phags_Pa
Phli Inscriptional_Pahlavi
Phlp Psalter_Pahlavi
Phnx Phoenician
Plrd Miao
Prti Inscriptional_Parthian
Rjng Rejang
Rohg Hanifi_Rohingya
Runr Runic
Samr Samaritan
Sarb Old_South_Arabian
Saur Saurashtra
Sgnw SignWriting
Shaw Shavian
Shrd Sharada
Sidd Siddham
Sind Khudawadi
Sinh Sinhala
Sogd Sogdian
Sogo Old_Sogdian
Sora Sora_Sompeng
Soyo Soyombo
Sund Sundanese
Sylo Syloti_Nagri
Syrc Syriac
Tagb Tagbanwa
Takr Takri
Tale Tai_Le
Talu New_Tai_Lue
Taml Tamil
Tang Tangut
Tavt Tai_Viet
Telu Telugu
Tfng Tifinagh
Tglg Tagalog
Thaa Thaana
Thai Thai
Tibt Tibetan
Tirh Tirhuta
Tnsa Tangsa
Toto Toto
Ugar Ugaritic
Vaii Vai
Vith Vithkuqi
Wara Warang_Citi
Wcho Wancho
Xpeo Old_Persian
Xsux Cuneiform
Yezi Yezidi
Yiii Yi
Zanb Zanabazar_Square
Zinh Inherited Qaai
Zyyy Common
Zzzz Unknown
Kawi Kawi
Nagm Nag_Mundari
Gara Garay
Gukh Gurung_Khema
Krai Kirat_Rai
Onao Ol_Onal
Sunu Sunuwar
Todr Todhri
Tutg Tulu_Tigalari
Sidt Sidetic
Tols Tolong_Siki
Berf Beria_Erfe
Tayo Tai_Yo
`;

const groups = (text: string): string[][] =>
  text
    .split(/[;\n]/)
    .map((g) => g.trim().split(/\s+/))
    .filter((g) => g[0]);
const accepts = (body: string): boolean => {
  try {
    new RegExp(`\\p{${body}}`, "u");
    return true;
  } catch {
    return false;
  }
};

/** All code points but the surrogates, in order, as two strings (so no surrogate pair forms). */
function codePointStrings(): Array<{ from: number; text: string }> {
  const make = (from: number, to: number) => {
    const parts: string[] = [];
    for (let cp = from; cp <= to; cp += 4096)
      parts.push(
        String.fromCodePoint(...Array.from({ length: Math.min(4096, to - cp + 1) }, (_, i) => cp + i)),
      );
    return { from, text: parts.join("") };
  };
  return [make(0, 0xd7ff), make(0xe000, 0x10ffff)];
}
const STRINGS = codePointStrings();

/** The code point at UTF-16 index `i` of a string of consecutive code points starting at `from`. */
const cpAt = (from: number, i: number): number =>
  from + i <= 0xffff ? from + i : 0x10000 + (i - (0x10000 - from)) / 2;

/** The ranges `\p{body}` matches, as [first, last] pairs, ascending. */
function ranges(body: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const push = (a: number, b: number) => {
    const last = out[out.length - 1];
    if (last && last[1] + 1 === a) last[1] = b;
    else out.push([a, b]);
  };
  const single = new RegExp(`^\\p{${body}}$`, "u");
  const run = new RegExp(`\\p{${body}}+`, "gu");
  const [low, high] = STRINGS;
  for (const m of low!.text.matchAll(run)) push(cpAt(0, m.index!), cpAt(0, m.index! + m[0].length - 1));
  for (let cp = 0xd800; cp <= 0xdfff; cp++) if (single.test(String.fromCharCode(cp))) push(cp, cp);
  for (const m of high!.text.matchAll(run)) {
    const last = [...m[0]].length;
    const first = cpAt(0xe000, m.index!);
    push(first, first + last - 1);
  }
  return out;
}

/** Ranges as text: base-36 gap from the previous range's end and length, "gap.length" joined by ",". */
function encode(rs: Array<[number, number]>): string {
  let previous = -1;
  return rs
    .map(([a, b]) => {
      const text = `${(a - previous - 1).toString(36)}.${(b - a + 1).toString(36)}`;
      previous = b;
      return text;
    })
    .join(",");
}

/** The tables and the names that map onto them, computed from this Node's RegExp (also read by java-unicode.ts and uts-unicode.ts for the Java and UTS SDKs). */
export interface UnicodeTables {
  /** Node's version and its Unicode version. */
  node: string;
  unicode: string;
  /** Each table: "gap.length" pairs in base 36 joined by "," (see encode). */
  tables: string[];
  /** Every ECMAScript name of a General_Category value, a binary property, a Script and a Script_Extensions value → its table's index. */
  names: {
    gc: Record<string, number>;
    binary: Record<string, number>;
    script: Record<string, number>;
    scriptExtensions: Record<string, number>;
  };
}

let computed: UnicodeTables | undefined;

/**
 * The tables and names of this Node's RegExp. Computing them tests every code point against each property
 * (about 8 s), so it is done once per process: `npm run unicode-tables` formats the one result for Python, Java
 * and UTS. The result is shared; callers only read it.
 */
export function unicodeTables(): UnicodeTables {
  computed ??= computeUnicodeTables();
  return computed;
}

function computeUnicodeTables(): UnicodeTables {
  const tables: string[] = [];
  const index = new Map<string, number>();
  const tableOf = (body: string): number => {
    const encoded = encode(ranges(body));
    if (!index.has(encoded)) {
      index.set(encoded, tables.length);
      tables.push(encoded);
    }
    return index.get(encoded)!;
  };
  const names = {
    gc: {} as Record<string, number>,
    binary: {} as Record<string, number>,
    script: {} as Record<string, number>,
    scriptExtensions: {} as Record<string, number>,
  };
  for (const group of groups(GENERAL_CATEGORIES)) {
    const table = tableOf(`gc=${group[0]}`);
    for (const name of group) if (accepts(`gc=${name}`)) names.gc[name] = table;
  }
  for (const group of groups(BINARY)) {
    if (!accepts(group[0]!)) continue;
    const table = tableOf(group[0]!);
    for (const name of group) if (accepts(name)) names.binary[name] = table;
  }
  const longNames = new Map(groups(SCRIPT_ALIASES).map((g) => [g[0]!, g.slice(1)]));
  const codes: string[] = [];
  const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const lower = "abcdefghijklmnopqrstuvwxyz";
  for (const a of upper)
    for (const b of lower)
      for (const c of lower)
        for (const d of lower) if (accepts(`sc=${a}${b}${c}${d}`)) codes.push(`${a}${b}${c}${d}`);
  // Other codes of a script (Qaac of Copt, Qaai of Zinh); a script whose code is its name (Thai, Cham, Kawi) is no alias.
  const aliasCodes = new Set(
    [...longNames.entries()].flatMap(([code, others]) => others.filter((name) => name !== code)),
  );
  for (const code of codes) {
    if (aliasCodes.has(code)) continue; // Qaac, Qaai: other names of Copt, Zinh
    const all = [code, ...(longNames.get(code) ?? [])];
    if (!longNames.has(code))
      console.warn(`python-unicode: script ${code} has no long name in SCRIPT_ALIASES`);
    const sc = tableOf(`sc=${code}`);
    const scx = tableOf(`scx=${code}`);
    for (const name of all) {
      if (accepts(`sc=${name}`)) names.script[name] = sc;
      if (accepts(`scx=${name}`)) names.scriptExtensions[name] = scx;
    }
  }
  return { node: process.versions.node, unicode: process.versions.unicode!, tables, names };
}

export function buildTables(): string {
  const { tables, names } = unicodeTables();
  const dict = (record: Record<string, number>) =>
    `{\n${Object.entries(record)
      .map(([k, v]) => `    ${JSON.stringify(k)}: ${v},`)
      .join("\n")}\n}`;
  return `"""Unicode property tables for pattern.py's \\\\p{…}: code-point ranges as Node ${process.versions.node}'s RegExp reads them (Unicode ${process.versions.unicode}).

Written by packages/nuwax-contract/generator/python-unicode.ts (npm run unicode-tables):
do not edit. Each table is "gap.length" pairs in base 36 joined by ",": a range starts \`gap\` code points after the
previous range's last one (the first after -1) and holds \`length\` code points. The name dicts map every ECMAScript
name (long and short) of a General_Category value, a binary property, a Script and a Script_Extensions value to its table.
"""

UNICODE_VERSION = ${JSON.stringify(process.versions.unicode)}

TABLES: tuple[str, ...] = (
${tables.map((t) => `    ${JSON.stringify(t)},`).join("\n")}
)

GENERAL_CATEGORY: dict[str, int] = ${dict(names.gc)}

BINARY: dict[str, int] = ${dict(names.binary)}

SCRIPT: dict[str, int] = ${dict(names.script)}

SCRIPT_EXTENSIONS: dict[str, int] = ${dict(names.scriptExtensions)}
`;
}
