// upgradeMcpAskUserToolInput (docs/sdks.md "Upgrading older inputs"): the shapes older producers send and
// the clients still render, copied from the real clients' fixtures — the nuwax web client's
// AskQuestion events (a v2 form stamped nuwax.mcp_ask.v1, no sessionId, no ui.version), its
// migration aliases (nuwax.interaction.v1), the NuwaClaw workbench's JSON Schema form
// (ui.schema / ui.uiSchema, nuwaclaw.*.v1) — each upgraded to what normalizeMcpAskUserToolInput gives.
import { describe, expect, it } from "vitest";
import { normalizeMcpAskUserToolInput, tryNormalizeMcpAskUserToolInput } from "../runtime/contract/builder.js";
import { HISTORICAL_VERSIONS } from "../generated/types.js";
import { validateMcpAskRawInput } from "../runtime/contract/validators.js";
import { extractMcpAskFromToolUpdate } from "../runtime/contract/acp.js";
import { upgradeMcpAskUserToolInput } from "../runtime/contract/upgrade.js";
import schema from "../contract/schema.json" with { type: "json" };

/** The web client's AskQuestion SSE result.data (agent flow): v1 stamp, a v2 form, no sessionId, no ui.version. */
const agentFlowAsk = {
  schemaVersion: "nuwax.mcp_ask.v1",
  requestId: "ask-runtime-1",
  revision: 1,
  title: "请选择继续方式",
  ui: {
    presentation: "inline",
    title: "请选择继续方式",
    fields: [
      {
        name: "choice",
        title: "继续方式",
        widget: "radio",
        required: true,
        options: [
          { value: "继续", label: "继续执行" },
          { value: "暂停", label: "暂停等待" },
        ],
      },
    ],
  },
};

describe("historical versions come from the contract", () => {
  it("HISTORICAL_VERSIONS is x-nuwax.historicalVersions", () => {
    const x = (schema as any)["x-nuwax"].historicalVersions;
    expect(HISTORICAL_VERSIONS).toEqual({ schemaVersions: x.schemaVersions.map((v: any) => v.version), uiVersions: x.uiVersions.map((v: any) => v.version) });
    expect(HISTORICAL_VERSIONS.schemaVersions).toEqual(["nuwax.mcp_ask.v1", "nuwaclaw.mcp_ask.v1"]);
    expect(HISTORICAL_VERSIONS.uiVersions).toEqual(["nuwax.interaction.v1", "nuwaclaw.interaction.v1"]);
  });
});

describe("a v2 form stamped v1 without sessionId (the web client's agent-flow fixture)", () => {
  it("the normalizer alone refuses it: that is why the upgrade exists", () => {
    const refused = tryNormalizeMcpAskUserToolInput(agentFlowAsk);
    expect(refused.ok).toBe(false);
  });

  it("upgrades to the canonical v2 input, restamped, with the conversation's sessionId", () => {
    const result = upgradeMcpAskUserToolInput(agentFlowAsk, { sessionId: "conv-1001" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual(normalizeMcpAskUserToolInput({ ...agentFlowAsk, schemaVersion: undefined, sessionId: "conv-1001" }));
    expect(result.value.schemaVersion).toBe("nuwax.mcp_ask.v2");
    expect(result.value.ui.version).toBe("nuwax.interaction.v2");
    expect(validateMcpAskRawInput(result.value)).toBe(true);
    expect(result.upgrades).toEqual([
      { path: "schemaVersion", rule: "schema-version", from: "nuwax.mcp_ask.v1", to: "nuwax.mcp_ask.v2" },
      { path: "sessionId", rule: "session-id", to: "conv-1001" },
    ]);
  });

  it("without the conversation id: the contract's placeholder, flagged (the web client renders such an ask without one)", () => {
    const result = upgradeMcpAskUserToolInput(agentFlowAsk);
    expect(result.ok && result.value.sessionId).toBe("unknown");
    expect(result.upgrades.filter((u) => u.path === "sessionId")).toEqual([{ path: "sessionId", rule: "session-id", to: "unknown", placeholder: true }]);
  });

  it("the migration aliases (ui.version nuwax.interaction.v1) and the workbench's nuwaclaw versions", () => {
    for (const [schemaVersion, uiVersion] of [
      ["nuwax.mcp_ask.v1", "nuwax.interaction.v1"],
      ["nuwaclaw.mcp_ask.v1", "nuwaclaw.interaction.v1"],
    ]) {
      const result = upgradeMcpAskUserToolInput({ ...agentFlowAsk, schemaVersion, sessionId: "s", ui: { ...agentFlowAsk.ui, version: uiVersion } });
      expect(result.ok, schemaVersion).toBe(true);
      expect(result.upgrades.map((u) => u.rule)).toEqual(["schema-version", "ui-version"]);
    }
  });

  it("a bare ui.fields with no version at all: what the normalizer stamps, no upgrade needed", () => {
    const { schemaVersion: _s, ...bare } = agentFlowAsk;
    const result = upgradeMcpAskUserToolInput({ ...bare, sessionId: "s" });
    expect(result).toMatchObject({ ok: true, upgrades: [] });
  });

  it("a current input comes back as the normalizer gives it", () => {
    const current = normalizeMcpAskUserToolInput({ ...agentFlowAsk, schemaVersion: undefined, sessionId: "s" });
    expect(upgradeMcpAskUserToolInput(current)).toEqual({ ok: true, value: current, upgrades: [] });
  });

  it("an unknown version is a problem naming the known ones", () => {
    const result = upgradeMcpAskUserToolInput({ ...agentFlowAsk, sessionId: "s", schemaVersion: "nuwax.mcp_ask.v0", ui: { ...agentFlowAsk.ui, version: "1" } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.slice(0, 2)).toEqual([
      {
        path: "schemaVersion",
        message: 'unknown version "nuwax.mcp_ask.v0"',
        fix: "use nuwax.mcp_ask.v2 (older versions upgraded: nuwax.mcp_ask.v1, nuwaclaw.mcp_ask.v1), or leave it out",
      },
      {
        path: "ui.version",
        message: 'unknown version "1"',
        fix: "use nuwax.interaction.v2 (older versions upgraded: nuwax.interaction.v1, nuwaclaw.interaction.v1), or leave it out",
      },
    ]);
  });
});

describe("the JSON Schema form (ui.schema / ui.uiSchema of the early server and the NuwaClaw workbench)", () => {
  const schemaForm = {
    toolName: "nuwax_ask_question",
    schemaVersion: "nuwaclaw.mcp_ask.v1",
    requestId: "req-1",
    revision: 1,
    sessionId: "sess-1",
    title: "Choose an option",
    ui: {
      version: "nuwaclaw.interaction.v1",
      presentation: "inline",
      title: "Choose an option",
      schema: {
        type: "object",
        required: ["plan", "env"],
        properties: {
          plan: { type: "string", title: "Plan", enum: ["a", "b"], enumNames: ["Plan A", "Plan B"] },
          env: { type: "string", title: "Environment", enum: ["prod", "test"] },
          checks: { type: "array", title: "Checks", items: { type: "string", enum: ["lint", "unit"] } },
          note: { type: "string", title: "Note", maxLength: 200 },
          count: { type: "integer", title: "Count", minimum: 1, default: 3 },
        },
      },
      uiSchema: {
        "ui:options": { allowSkip: true, skipLabel: "Later" },
        env: { "ui:options": { allowCustom: true, enumNames: ["Production", "Test"] } },
        note: { "ui:widget": "textarea", "ui:placeholder": "Anything else?" },
      },
    },
  };

  it("converts every property to a field, losslessly, in property order", () => {
    const result = upgradeMcpAskUserToolInput(schemaForm);
    expect(result.ok, JSON.stringify(!result.ok && result.problems)).toBe(true);
    if (!result.ok) return;
    expect(result.value.ui.fields).toEqual([
      {
        name: "plan",
        title: "Plan",
        widget: "radio",
        required: true,
        options: [
          { value: "a", label: "Plan A" },
          { value: "b", label: "Plan B" },
        ],
      },
      {
        name: "env",
        title: "Environment",
        widget: "radio-with-custom",
        required: true,
        options: [
          { value: "prod", label: "Production" },
          { value: "test", label: "Test" },
        ],
        allowCustom: true,
      },
      {
        name: "checks",
        title: "Checks",
        widget: "checkboxes",
        options: [
          { value: "lint", label: "lint" },
          { value: "unit", label: "unit" },
        ],
      },
      { name: "note", title: "Note", widget: "textarea", maxLength: 200, placeholder: "Anything else?" },
      { name: "count", title: "Count", widget: "number", type: "integer", minimum: 1, initialValue: 3 },
    ]);
    expect(result.value.ui).toMatchObject({ version: "nuwax.interaction.v2", allowSkip: true, skipLabel: "Later" });
    expect(result.value.ui).not.toHaveProperty("schema");
    expect(result.value.ui).not.toHaveProperty("uiSchema");
    expect(validateMcpAskRawInput(result.value)).toBe(true);
    expect(result.upgrades.map((u) => u.rule)).toEqual(["schema-version", "ui-version", "json-schema-form"]);
  });

  it("names what cannot be carried over, one problem per property, and keeps the rest", () => {
    const lossy = {
      ...schemaForm,
      ui: {
        ...schemaForm.ui,
        schema: {
          type: "object",
          properties: {
            plan: { type: "string", title: "Plan", enum: ["a", "b"] },
            address: { type: "object", title: "Address", properties: { city: { type: "string" } } },
            agree: { type: "boolean", title: "Agree" },
            level: { type: "integer", title: "Level", enum: [1, 2] },
            email: { type: "string", title: "E-mail", format: "email" },
          },
        },
        uiSchema: { "ui:options": { theme: "dark" }, plan: { "ui:options": { inline: true } } },
      },
    };
    const result = upgradeMcpAskUserToolInput(lossy);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      "ui.schema.properties.plan: cannot be upgraded without losing ui:options.inline (a field has no place for it)",
      'ui.schema.properties.address: cannot be upgraded without losing its type "object" (fields hold text, numbers, choices and files)',
      'ui.schema.properties.agree: cannot be upgraded without losing its type "boolean" (fields hold text, numbers, choices and files)',
      "ui.schema.properties.level: cannot be upgraded without losing the enum [1,2] (options are non-empty strings)",
      "ui.schema.properties.email: cannot be upgraded without losing format (a field has no place for it)",
      "ui.uiSchema.ui:options: cannot be upgraded without losing theme",
    ]);
    // Nothing is dropped silently: the fields that convert are in the value.
    expect((result.value as any).ui.fields.map((f: any) => f.name)).toEqual(["plan", "email"]);
  });

  it("the web client's empty v1 schema form: nothing to render, said so", () => {
    const empty = {
      toolName: "nuwax_ask_question",
      schemaVersion: "nuwax.mcp_ask.v1",
      requestId: "ask-1",
      revision: 1,
      sessionId: "session-1",
      title: "毕业论文 PPT 前置信息收集",
      ui: { version: "nuwax.interaction.v1", presentation: "wizard", title: "毕业论文 PPT 前置信息收集", schema: { type: "object", properties: {} } },
    };
    const result = upgradeMcpAskUserToolInput(empty);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toEqual({
      path: "ui.schema",
      message: "has no properties: there is no question to render",
      fix: "give ui.schema.properties, or send ui.fields",
    });
  });
});

describe("through ACP: an older producer's arguments", () => {
  it("extractMcpAskFromToolUpdate upgrades them with the ACP session's id", () => {
    const update = {
      sessionUpdate: "tool_call",
      toolCallId: "tool-call-8",
      title: "mcp__ask-question__nuwax_ask_question",
      rawInput: { ...agentFlowAsk, toolName: "nuwax_ask_question", ui: { ...agentFlowAsk.ui, version: "nuwax.interaction.v1" } },
    };
    const found = extractMcpAskFromToolUpdate(update, { sessionId: "session-1" });
    expect(found).toMatchObject({ ok: true, from: "rawInput", toolCallId: "tool-call-8" });
    expect(found.ok && found.input.schemaVersion).toBe("nuwax.mcp_ask.v2");
    expect(found.ok && found.upgrades?.map((u) => u.rule)).toEqual(["schema-version", "session-id", "ui-version"]);
    expect(extractMcpAskFromToolUpdate(update)).toMatchObject({ ok: true, input: { sessionId: "unknown" } });
  });
});
