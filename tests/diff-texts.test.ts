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
