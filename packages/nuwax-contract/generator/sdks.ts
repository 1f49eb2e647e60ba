/**
 * The Java and UTS SDKs (docs/sdks.md "Java SDK", "UTS SDK"): what generate emits into generated/java/
 * and generated/uts/ besides the TypeScript kit. Two kinds of file:
 * - data tables and types, rendered from templates/java/*.hbs and templates/uts/*.hbs with the model
 *   built here (constants, the widget catalog, message templates, records / named types of $defs);
 * - the behaviour (formatter, recogniser, tool-update extractor, JSON reader), hand-written typed
 *   source under packages/nuwax-contract/sdk/<lang>/, copied as is below a banner.
 * Pure: reads the contract, the templates and sdk/, returns file name → content; no Prettier (it
 * formats neither Java nor UTS), so the templates are written in their final layout.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { ContractError, type LoadedContract } from "./contract.js";
import { parseMessageTemplate } from "./messages.js";
import { flattenDefs, isObject, reachableDefs, refName, sdkReads, type JsonSchema } from "./schema-tools.js";

const here = dirname(fileURLToPath(import.meta.url));
const templatesDir = join(here, "templates");
/** The hand-written SDK sources copied into generated/<lang>/. */
export const SDK_SOURCES_DIR = join(here, "..", "sdk");

/** The Java package of generated/java/ (its folder is the package path). */
export const JAVA_PACKAGE = "ai.nuwax.mcpask";
const JAVA_DIR = `java/${JAVA_PACKAGE.replace(/\./g, "/")}`;

/** The $defs each SDK types, in this order: the question (rawInput, its form, fields), the answer (respond payload, files), the chat history (interaction, message). */
export const SDK_TYPE_DEFS = [
  "FieldOption",
  "FormField",
  "WizardStep",
  "UiFallback",
  "InteractionUi",
  "McpAskRawInput",
  "FileValue",
  "McpAskRespondPayload",
  "McpAskInteraction",
  "McpAskHistoryMessage",
] as const;

/** The x-nuwax keys the Java and UTS SDKs' generated data reads (templates/java, templates/uts, via the model below). */
const JAVA_UTS_VENDOR_KEYS = [
  "protocolVersion",
  "constants",
  "widgetCatalog",
  "deprecatedBuilderAliases",
  "messageKeys",
  "localeAliases",
  "messages",
  "historicalSignatures",
  "requestIdMarkers",
  "dialects",
  "acpToolUpdate",
];

/**
 * Whether a change at `pointer` changes generated/uts, and the part of generated/java beside its schema table
 * (`nuwax-contract diff`, docs/sdks.md): an x-nuwax key of JAVA_UTS_VENDOR_KEYS or x-nuwax.historicalVersions
 * (the upgrade paths), a $defs entry reachable from SDK_TYPE_DEFS, or FormFieldInput (the default otherValue).
 * The UTS schema table (MCP_ASK_SCHEMA_DEFS_JSON) holds McpAskRawInput and the $defs it references, all
 * reachable from SDK_TYPE_DEFS.
 */
export const utsReads = sdkReads([...JAVA_UTS_VENDOR_KEYS, "historicalVersions"], SDK_TYPE_DEFS, [
  "FormFieldInput",
]);

/** The $def the Java SDK's schema check starts from (McpAskSchemaCheck): it and every $def it reaches go into McpAskSchemaTable. */
const JAVA_CHECKED_DEF = "McpAskRawInput";

/** What generated/java reads: what utsReads names, plus the $defs of the schema check (McpAskSchemaTable: JAVA_CHECKED_DEF and what it reaches). */
export const javaReads = (pointer: string, defs: Record<string, JsonSchema>): boolean => {
  if (utsReads(pointer, defs)) return true;
  const [, area, key] = pointer.split("/");
  if (area !== "$defs" || !key) return false;
  const name = key.replace(/~1/g, "/").replace(/~0/g, "~");
  return name === JAVA_CHECKED_DEF || reachableDefs(defs, JAVA_CHECKED_DEF).has(name);
};

/**
 * The schema check's table (templates/java/McpAskSchemaTable.java.hbs): the $defs JAVA_CHECKED_DEF
 * reaches, as JSON text (descriptions kept: the problems' fixes quote them; examples dropped; of
 * x-nuwax only propertyRenames), the report limits and placeholders of x-nuwax.constants, the
 * historical versions. The pattern engine's limits are not here: McpAskPattern reads them from
 * McpAskContract, where every integer of x-nuwax.constants is a constant (integerConstants).
 */
function javaSchemaTable(contract: LoadedContract) {
  const { x, defs } = contract;
  const names = [
    JAVA_CHECKED_DEF,
    ...[...reachableDefs(defs, JAVA_CHECKED_DEF)].filter((n) => n !== JAVA_CHECKED_DEF).sort(),
  ];
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isObject(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "examples") continue;
      if (key === "x-nuwax") {
        const renames = isObject(value) ? value.propertyRenames : undefined;
        if (renames !== undefined) out[key] = { propertyRenames: renames };
        continue;
      }
      out[key] =
        key === "properties" && isObject(value)
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]))
          : strip(value);
    }
    return out;
  };
  const table = Object.fromEntries(names.map((n) => [n, strip(defs[n])]));
  const constants = x.constants as Record<string, unknown>;
  const int = (key: string, fallback: number) =>
    typeof constants[key] === "number" ? (constants[key] as number) : fallback;
  return {
    checkedDef: JAVA_CHECKED_DEF,
    defNames: names.join(", "),
    defsJson: javaString(JSON.stringify(table)),
    maxProblems: int("maxProblems", 200),
    quoteMaxCodePoints: int("quoteMaxCodePoints", 80),
    subjectMaxCodePoints: int("subjectMaxCodePoints", 256),
    unknownSessionId: javaString(String(constants.unknownSessionId ?? "unknown")),
    schemaVersions: (x.historicalVersions?.schemaVersions ?? []).map((v) => javaString(v.version)).join(", "),
    uiVersions: (x.historicalVersions?.uiVersions ?? []).map((v) => javaString(v.version)).join(", "),
  };
}

/**
 * The web client's i18n keys (nuwax-backend i18n seed, `PC.Components.McpAskQuestionCard.*` and
 * `PC.Common.Global.*`) of the message keys the backend seeds. emptyFormContent is the emptyForm
 * template after the header and its separator.
 */
const WEB_I18N_KEYS: Record<string, string> = {
  submittedHeader: "PC.Components.McpAskQuestionCard.resumeSubmitted",
  emptyForm: "PC.Components.McpAskQuestionCard.emptyFormContent",
  cancelled: "PC.Components.McpAskQuestionCard.resumeCancelled",
  skipped: "PC.Components.McpAskQuestionCard.resumeSkipped",
  timedOut: "PC.Components.McpAskQuestionCard.resumeTimeout",
  defaultTitle: "PC.Components.McpAskQuestionCard.defaultTitle",
  notProvided: "PC.Components.McpAskQuestionCard.notFilled",
  unknownFile: "PC.Components.McpAskQuestionCard.unknownFile",
  yes: "PC.Common.Global.yes",
  no: "PC.Common.Global.no",
};

interface SdkFile {
  name: string;
  content: string;
}

/** Every file of generated/java/ and generated/uts/, in a stable order. Throws ContractError when a $def cannot be typed. */
export function generateSdkFiles(contract: LoadedContract, banner: string): SdkFile[] {
  const hb = Handlebars.create();
  hb.registerHelper("str", (value: unknown) => javaString(String(value)));
  hb.registerHelper("json", (value: unknown) => JSON.stringify(value));
  const render = (template: string, model: object) =>
    hb.compile(readFileSync(join(templatesDir, template), "utf8"), { noEscape: true, strict: true })(model);
  const model = {
    ...buildSdkModel(contract),
    banner,
    javaPackage: JAVA_PACKAGE,
    schemaTable: javaSchemaTable(contract),
  };
  const files: SdkFile[] = [
    { name: `${JAVA_DIR}/McpAskContract.java`, content: render("java/McpAskContract.java.hbs", model) },
    { name: `${JAVA_DIR}/McpAskTypes.java`, content: render("java/McpAskTypes.java.hbs", model) },
    { name: `${JAVA_DIR}/McpAskSchemaTable.java`, content: render("java/McpAskSchemaTable.java.hbs", model) },
    { name: "java/i18n/mcp-ask-messages.json", content: `${JSON.stringify(i18nSeed(contract), null, 2)}\n` },
    { name: "uts/mcpAskTypes.uts", content: render("uts/mcpAskTypes.uts.hbs", model) },
    { name: "uts/mcpAskContract.uts", content: render("uts/mcpAskContract.uts.hbs", model) },
  ];
  for (const lang of ["java", "uts"] as const) {
    const dir = join(SDK_SOURCES_DIR, lang);
    for (const file of readdirSync(dir)
      .filter((f) => /\.(java|uts)$/.test(f))
      .sort()) {
      const source = readFileSync(join(dir, file), "utf8");
      const copiedBanner = banner.replace(
        /^Code generated from (\S+)/,
        `Code generated from $1 and packages/nuwax-contract/sdk/${lang}/${file}`,
      );
      files.push({
        name: `${lang === "java" ? JAVA_DIR : "uts"}/${file}`,
        content: `// ${copiedBanner}\n${source}`,
      });
    }
  }
  return files;
}

/** A Java (and UTS) string literal: JSON's escapes are valid in both, and JSON never emits a raw line terminator. */
function javaString(text: string): string {
  return JSON.stringify(text);
}

/** The backend's i18n seed rows (nuwax-backend `i18n-config-*.json` shape) for every message locale, `{{title}}` written `{0}`. */
function i18nSeed(contract: LoadedContract) {
  const { x } = contract;
  const rows: Array<Record<string, string | null>> = [];
  for (const [locale, templates] of Object.entries(x.messages)) {
    for (const [key, fieldKey] of Object.entries(WEB_I18N_KEYS)) {
      let template = templates[key];
      if (template === undefined) continue;
      if (key === "emptyForm") {
        const header = `${templates.submittedHeader}${templates.headerSeparator}`;
        if (!template.startsWith(header)) continue; // no separate empty-form line in this locale
        template = template.slice(header.length);
      }
      const value = parseMessageTemplate(template)
        .map((part) => (part.kind === "text" ? part.text : part.name === "title" ? "{0}" : `{${part.name}}`))
        .join("");
      const [side, module] = fieldKey.split(".") as [string, string];
      rows.push({
        type: "System",
        side,
        module,
        dataId: "-1",
        lang: locale,
        fieldKey,
        fieldValue: value,
        remark: null,
      });
    }
  }
  return rows;
}

interface SdkProperty {
  name: string;
  required: boolean;
  description: string;
  javaType: string;
  javaRead: string;
  javaWrite: string;
  utsType: string;
}

interface SdkRecord {
  name: string;
  description: string;
  properties: SdkProperty[];
}

function buildSdkModel(contract: LoadedContract) {
  const { x, defs } = contract;
  const flat = flattenDefs(defs);
  const records: SdkRecord[] = [];
  const recordNames = new Set<string>(SDK_TYPE_DEFS);
  const typeRecord = (name: string, def: JsonSchema, pointer: string) => {
    const required = new Set(Array.isArray(def.required) ? (def.required as string[]) : []);
    const properties = Object.entries((def.properties ?? {}) as Record<string, JsonSchema>).map(
      ([prop, schema]) => {
        const t = typeOf(schema, `${pointer}/properties/${prop}`, name, prop);
        return {
          name: prop,
          required: required.has(prop),
          description: oneLine(schema.description ?? flat[refTarget(schema) ?? ""]?.description),
          ...t,
        };
      },
    );
    records.push({ name, description: oneLine(def.description), properties });
  };
  /** Java and UTS types of one property schema; inline objects with properties become named records. */
  const typeOf = (
    schema: JsonSchema,
    pointer: string,
    owner: string,
    prop: string,
  ): Omit<SdkProperty, "name" | "required" | "description"> => {
    const ref = refTarget(schema);
    if (ref && recordNames.has(ref))
      return {
        javaType: ref,
        javaRead: `${ref}.fromJson(VALUE, PATH)`,
        javaWrite: "VALUE.toJson()",
        utsType: ref,
      };
    const target: JsonSchema = ref ? flat[ref]! : schema;
    if ("const" in target || Array.isArray(target.enum)) return scalar("String", "string", "string");
    switch (target.type) {
      case "string":
        return scalar("String", "string", "string");
      case "integer":
        return scalar("Long", "integer", "number");
      case "number":
        return scalar("Double", "number", "number");
      case "boolean":
        return scalar("Boolean", "bool", "boolean");
      case "array": {
        if (!isObject(target.items)) throw untypable(pointer, "an array needs items");
        const item = typeOf(target.items, `${pointer}/items`, owner, prop);
        return {
          javaType: `List<${item.javaType}>`,
          javaRead: `McpAskJson.list(VALUE, PATH, (item, itemPath) -> ${item.javaRead.replace(/VALUE/g, "item").replace(/PATH/g, "itemPath")})`,
          javaWrite:
            item.javaWrite === "VALUE"
              ? "VALUE"
              : `McpAskJson.listToJson(VALUE, item -> ${item.javaWrite.replace(/VALUE/g, "item")})`,
          utsType: `${item.utsType}[]`,
        };
      }
      case "object": {
        if (!isObject(target.properties))
          return {
            javaType: "Map<String, Object>",
            javaRead: "McpAskJson.object(VALUE, PATH)",
            javaWrite: "VALUE",
            utsType: "UTSJSONObject",
          };
        const name = prop.charAt(0).toUpperCase() + prop.slice(1);
        if (recordNames.has(name))
          throw untypable(pointer, `a nested object would be named ${name}, which is taken`);
        recordNames.add(name);
        typeRecord(name, target, pointer);
        return {
          javaType: name,
          javaRead: `${name}.fromJson(VALUE, PATH)`,
          javaWrite: "VALUE.toJson()",
          utsType: name,
        };
      }
      default:
        if (Object.keys(target).filter((k) => k !== "description" && k !== "examples").length === 0)
          return { javaType: "Object", javaRead: "VALUE", javaWrite: "VALUE", utsType: "any" };
        throw untypable(pointer, `no ${String(target.type)} type in the SDKs`);
    }
  };
  for (const name of SDK_TYPE_DEFS) typeRecord(name, flat[name]!, `#/$defs/${name}`);
  // Nested records were pushed before their owner: keep the authored order, owners first.
  const ordered = [
    ...SDK_TYPE_DEFS.map((n) => records.find((r) => r.name === n)!),
    ...records.filter((r) => !(SDK_TYPE_DEFS as readonly string[]).includes(r.name)),
  ];
  const javaRecords = ordered.map((record) => ({
    ...record,
    components: record.properties.map((p) => `${p.javaType} ${p.name}`).join(", "),
    reads: record.properties.map((p) => ({
      ...p,
      expression: p.javaRead
        .replace(/VALUE/g, `map.get(${javaString(p.name)})`)
        .replace(/PATH/g, `path + ${javaString(`.${p.name}`)}`),
    })),
    writes: record.properties.map((p) => ({ ...p, expression: p.javaWrite.replace(/VALUE/g, p.name) })),
  }));

  const c = x.constants;
  const otherValue = (flat.FormFieldInput?.properties as Record<string, JsonSchema> | undefined)?.otherValue
    ?.default;
  const messageKeys = Object.entries(x.messageKeys).map(([key, spec]) => ({
    key,
    constName: constName(key),
    description: oneLine(spec.description),
    placeholders: spec.placeholders.join(", "),
  }));
  return {
    constants: [
      {
        name: "TOOL_NAME",
        value: c.toolName,
        doc: "The tool's name on tools/list (x-nuwax.constants.toolName).",
      },
      {
        name: "SCHEMA_VERSION",
        value: c.schemaVersion,
        doc: "rawInput.schemaVersion the server stamps (x-nuwax.constants.schemaVersion).",
      },
      { name: "UI_VERSION", value: c.uiVersion, doc: "rawInput.ui.version (x-nuwax.constants.uiVersion)." },
      {
        name: "PROTOCOL_VERSION",
        value: x.protocolVersion,
        doc: "The contract's semantic version (x-nuwax.protocolVersion).",
      },
      {
        name: "DEFAULT_LOCALE",
        value: c.defaultLocale,
        doc: "The locale of answer messages when none is given (x-nuwax.constants.defaultLocale).",
      },
      {
        name: "FALLBACK_WIDGET",
        value: c.fallbackWidget,
        doc: "The widget shown for one the client does not know (x-nuwax.constants.fallbackWidget).",
      },
      {
        name: "OTHER_FIELD_SUFFIX",
        value: c.otherFieldSuffix,
        doc: "formData key suffix of radio-with-custom's custom text (x-nuwax.constants.otherFieldSuffix).",
      },
      {
        name: "DEFAULT_OTHER_VALUE",
        value: String(otherValue ?? "__custom__"),
        doc: 'The option value meaning "custom text" (#/$defs/FormFieldInput/properties/otherValue default).',
      },
      {
        name: "PENDING_MESSAGE",
        value: c.pendingMessage,
        doc: "The text of a pending tool result (x-nuwax.constants.pendingMessage).",
      },
    ],
    integerConstants: integerConstants(c),
    widgets: x.widgetCatalog.map((e, i) => ({
      widget: e.widget,
      antd: e.antd,
      valueType: e.valueType,
      answerDisplay: e.answerDisplay,
      requiresOptions: "options" in e.requires,
      requiresAllowCustom: "allowCustom" in e.requires,
      labelZh: e.labels["zh-CN"] ?? e.widget,
      labelEn: e.labels.en ?? e.widget,
      constraints: e.constraints.map((k) => javaString(k)).join(", "),
      hasInference: e.inference != null,
      inferenceTypes: (e.inference?.when.types ?? []).map((t) => javaString(t)).join(", "),
      inferenceTypeMayBeOmitted: e.inference?.when.typeMayBeOmitted === true,
      inferenceHasOptions: e.inference?.when.hasOptions === true,
      last: i === x.widgetCatalog.length - 1,
    })),
    widgetList: x.widgetCatalog.map((e) => javaString(e.widget)).join(", "),
    deprecatedAliases: Object.entries(x.deprecatedBuilderAliases).map(([alias, widget]) => ({
      alias,
      widget,
    })),
    localeList: Object.keys(x.messages).map(javaString).join(", "),
    localeAliases: Object.entries(x.localeAliases ?? {}).map(([tag, locale]) => ({ tag, locale })),
    messageKeys,
    messages: Object.entries(x.messages).map(([locale, templates]) => ({
      locale,
      entries: messageKeys.map((k, i) => ({
        ...k,
        template: templates[k.key]!,
        last: i === messageKeys.length - 1,
      })),
    })),
    // Each dialect's full catalog per locale (x-nuwax.dialects): x-nuwax.messages, then its "*" overrides, then its locale's.
    dialects: Object.entries(
      x.dialects ?? {
        web: {
          description: "x-nuwax.messages as they are.",
          fileNameKeys: ["url", "fileUrl", "name", "fileName"],
          messages: {},
        },
      },
    ).map(([name, spec], d, all) => ({
      name,
      fileNameKeys: spec.fileNameKeys.map(javaString).join(", "),
      last: d === all.length - 1,
      messages: Object.entries(x.messages).map(([locale, templates], i, locales) => ({
        locale,
        last: i === locales.length - 1,
        entries: messageKeys.map((k, j) => ({
          key: k.key,
          template: spec.messages[locale]?.[k.key] ?? spec.messages["*"]?.[k.key] ?? templates[k.key]!,
          last: j === messageKeys.length - 1,
        })),
      })),
    })),
    // The UTS SDK's normalizer, checks and extractor (templates/uts/mcpAskContract.uts.hbs) read these too.
    unknownSessionId: c.unknownSessionId,
    historicalSchemaVersions: (x.historicalVersions?.schemaVersions ?? [])
      .map((v) => javaString(v.version))
      .join(", "),
    historicalUiVersions: (x.historicalVersions?.uiVersions ?? [])
      .map((v) => javaString(v.version))
      .join(", "),
    utsSchemaDefs: javaString(JSON.stringify(checkedDefs(defs))),
    acpToolNames: (x.acpToolUpdate?.toolNames ?? [c.toolName]).map(javaString).join(", "),
    acpServerKeys: (x.acpToolUpdate?.serverKeys ?? []).map(javaString).join(", "),
    acpNamePatterns: (x.acpToolUpdate?.namePatterns ?? ["{{tool}}"]).map(javaString).join(", "),
    historicalSignatures: (x.historicalSignatures ?? []).map((h) => ({ ...h, source: oneLine(h.source) })),
    requestIdMarkers: (x.requestIdMarkers ?? []).map((m) => ({
      ...m,
      source: oneLine(m.source),
      prefix: m.template.slice(0, m.template.indexOf("{{")),
      writeSeparator: m.writeSeparator ?? null,
    })),
    javaRecords,
    utsTypes: ordered,
  };
}

/** What generator/x-nuwax.schema.json says of each x-nuwax.constants key (its description). */
const CONSTANT_DESCRIPTIONS: Record<string, { description?: string }> = JSON.parse(
  readFileSync(join(here, "x-nuwax.schema.json"), "utf8"),
).properties.constants.properties;

/**
 * Every integer of x-nuwax.constants, in the contract's order, as the Java and UTS tables emit it:
 * `name` is the key in CONSTANT_CASE (patternMaxRepeat → PATTERN_MAX_REPEAT), `javaType` is `int`
 * when the value fits 32 bits and `long` otherwise, `doc` is the first sentence of the key's
 * description in generator/x-nuwax.schema.json followed by its pointer. Non-integer constants are
 * not listed (the string ones are named one by one above).
 */
export function integerConstants(constants: Record<string, unknown>): Array<{
  key: string;
  name: string;
  value: number;
  javaType: "int" | "long";
  javaValue: string;
  doc: string;
}> {
  return Object.entries(constants)
    .filter((entry): entry is [string, number] => Number.isSafeInteger(entry[1]))
    .map(([key, value]) => {
      const fitsInt = value >= -(2 ** 31) && value < 2 ** 31;
      const sentence = oneLine(CONSTANT_DESCRIPTIONS[key]?.description).replace(/(\.)\s.*$/, "$1");
      return {
        key,
        name: constName(key),
        value,
        javaType: fitsInt ? "int" : "long",
        javaValue: fitsInt ? String(value) : `${value}L`,
        doc: `${sentence ? `${sentence} ` : ""}(x-nuwax.constants.${key})`.trim(),
      };
    });
}

/** The $defs the UTS SDK's schema check walks (McpAskRawInput and what it references), with only the keywords it reads: examples and x-nuwax (except propertyRenames) dropped. */
const UTS_CHECKED_DEFS = ["McpAskRawInput"];
function checkedDefs(defs: Record<string, JsonSchema>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isObject(node)) return node;
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "examples") continue;
      if (key === "x-nuwax") {
        const renames = isObject(value) ? value.propertyRenames : undefined;
        if (renames !== undefined) kept[key] = { propertyRenames: renames };
        continue;
      }
      if (key === "$ref" && typeof value === "string") visit(refName(value));
      kept[key] =
        key === "properties" && isObject(value)
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]))
          : key === "default" || key === "enum" || key === "const" || key === "description"
            ? value
            : strip(value);
    }
    return kept;
  };
  const visit = (name: string): void => {
    if (Object.hasOwn(out, name)) return;
    out[name] = null;
    out[name] = strip(defs[name]);
  };
  for (const name of UTS_CHECKED_DEFS) visit(name);
  return out;
}

function scalar(javaType: string, reader: string, utsType: string) {
  return { javaType, javaRead: `McpAskJson.${reader}(VALUE, PATH)`, javaWrite: "VALUE", utsType };
}

function refTarget(schema: JsonSchema): string | undefined {
  return typeof schema.$ref === "string" ? refName(schema.$ref) : undefined;
}

/** camelCase → CAMEL_CASE. */
function constName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
}

/** A description on one line, safe inside a `/** … *\/` comment. */
function oneLine(text: unknown): string {
  return typeof text === "string" ? text.replace(/\s+/g, " ").replace(/\*\//g, "*\\/").trim() : "";
}

function untypable(pointer: string, why: string): ContractError {
  return new ContractError([
    {
      rule: "sdk-types",
      severity: "error",
      pointer,
      message: `cannot type this property in the Java / UTS SDKs: ${why}`,
    },
  ]);
}
