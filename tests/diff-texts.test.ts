// nuwax-contract diff says why a finding has its severity (issue 22 item 8): an optional property
// added to a closed object used as input and output is dangerous as output, and says so; a new
// widget's client support names each client.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffContracts } from "../packages/nuwax-contract/generator/diff.js";
import { repoRoot } from "./helpers/temp.js";

const base = () => JSON.parse(readFileSync(join(repoRoot, "tests/fixtures/diff/additional-properties-closed-shared/before.json"), "utf8"));

describe("diff messages give the reason for the severity", () => {
  it("an optional property added to a closed object that is input and output: dangerous as output, safe as input", () => {
    const before = base();
    before.$defs.Tag.additionalProperties = false;
    const after = structuredClone(before);
    after.$defs.Tag.properties.color = { description: "Colour.", type: "string" };
    const [finding] = diffContracts(before, after).changes.filter((c) => c.rule === "property-added");
    expect(finding).toMatchObject({ severity: "dangerous", pointer: "#/$defs/Tag/properties/color" });
    expect(finding!.message).toBe(
      'property "color" added to a closed object (additionalProperties: false) (dangerous as output, safe as input: it is both input and output, and consumers of what the servers send may still check it against the old schema)',
    );
  });

  it("a finding of one direction only gets no reason", () => {
    const before = base();
    const after = structuredClone(before);
    after.$defs.AskInput.properties.hint = { description: "Hint.", type: "string" };
    const [finding] = diffContracts(before, after).changes.filter((c) => c.rule === "property-added");
    expect(finding).toMatchObject({ severity: "safe", message: 'property "hint" added to a closed object (additionalProperties: false)' });
  });

  it("a new widget's client support names the clients", () => {
    const before = base();
    const after = structuredClone(before);
    after.$defs.WidgetType.enum.push("slider");
    after["x-nuwax"].widgetCatalog.push({ widget: "slider", answerDisplay: "text", constraints: [], clientSupport: { web: "planned", mobile: "planned" } });
    const [finding] = diffContracts(before, after).changes.filter((c) => c.rule === "widget-added");
    expect(finding).toMatchObject({ severity: "dangerous", message: 'widget "slider" added (client support: web planned, mobile planned)' });
  });
});

describe("lint after a widget is added", () => {
  it("reports the invalid example whose problem lists the widgets as one changed text with the fix", async () => {
    const { lintContract } = await import("../packages/nuwax-contract/generator/lint.js");
    const { formatFinding } = await import("../packages/nuwax-contract/generator/contract.js");
    const { copyContract } = await import("./helpers/temp.js");
    const path = copyContract((s) => {
      s.$defs.WidgetType.enum.push("slider");
      const text = s["x-nuwax"].widgetCatalog.find((e: { widget: string }) => e.widget === "text");
      s["x-nuwax"].widgetCatalog.push({ ...structuredClone(text), widget: "slider", antd: "Slider", template: { ...structuredClone(text.template), widget: "slider" } });
    });
    const lines = (await lintContract(path)).map(formatFinding);
    const about = lines.filter((l) => l.includes("examples/invalid/many-problems.json"));
    expect(about).toHaveLength(1);
    expect(about[0]).toContain('[invalid-example-fails] problem text changed: listed "ui.fields[0].widget (field \\"choice\\"): \\"dropdown\\" is not allowed');
    expect(about[0]).toContain('\\"radio-with-custom\\", \\"slider\\"" — fix: if the contract change was meant (e.g. a widget or enum value added, which the text lists), put the reported text in the problems of examples/invalid/many-problems.json');
    expect(lines.filter((l) => l.includes("expected problem not reported") || l.includes("problem reported but not listed"))).toEqual([]);
  }, 120_000);
});
