// delivery "elicitation" (docs/ask-user-rich.md) with SDK clients that support it, decline it, or advertise it falsely.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { connectClient, rawServer, builtServer } from "./helpers/mcp.js";
import { repoRoot, tempDir } from "./helpers/temp.js";
import { validateAskUserRichOutput } from "../runtime/contract/validators.js";

const bin = builtServer("ask-user-rich");
const interview = {
  title: "Quick check",
  delivery: "elicitation",
  questions: [
    {
      id: "env",
      header: "Where to deploy?",
      options: [
        { id: "staging", label: "Staging" },
        { id: "prod", label: "Production" },
      ],
      recommended: "staging",
    },
    {
      id: "checks",
      header: "Checks to run",
      multiSelect: true,
      options: [
        { id: "lint", label: "Lint" },
        { id: "e2e", label: "E2E" },
      ],
      recommended: ["lint"],
    },
    { id: "why", header: "Why now?", options: [] },
  ],
};

function env() {
  const dir = tempDir("elicit");
  return {
    dir,
    env: {
      ASK_USER_RICH_LOG_DIR: join(dir, "logs"),
      ASK_USER_RICH_OPEN_CMD: join(repoRoot, "tests/fixtures/fake-browser.sh"),
      FAKE_BROWSER_LOG: join(dir, "browser.log"),
    },
  };
}

describe("elicitation delivery", () => {
  it("asks through the client's form dialog: one field per question, Other fields, titled enums, defaults", async () => {
    const requests: any[] = [];
    const session = await connectClient(
      { ...bin, env: env().env },
      {
        capabilities: { elicitation: { form: {} } },
        setup: (client) =>
          client.setRequestHandler(ElicitRequestSchema, async (request) => {
            requests.push(request.params);
            return { action: "accept", content: { env: "prod", checks: ["lint", "e2e"], why: "release day", "env#other": "" } };
          }),
      },
    );
    try {
      const result = await session.client.callTool({ name: "ask_user_rich", arguments: interview });
      const s = result.structuredContent as any;
      expect(validateAskUserRichOutput(s)).toBe(true);
      expect([s.status, s.via]).toEqual(["submitted", "elicitation"]);
      expect(s.answers.map((a: any) => [a.id, a.selected, a.other, a.followedRecommendation])).toEqual([
        ["env", ["prod"], null, false],
        ["checks", ["lint", "e2e"], null, false],
        ["why", [], "release day", null],
      ]);
      const schema = requests[0].requestedSchema;
      expect(Object.keys(schema.properties)).toEqual(["env", "env#other", "checks", "checks#other", "why"]);
      expect(schema.properties.env).toEqual({
        type: "string",
        title: "Where to deploy?",
        oneOf: [
          { const: "staging", title: "Staging" },
          { const: "prod", title: "Production" },
        ],
        default: "staging",
      });
      expect(schema.properties.checks).toMatchObject({
        type: "array",
        items: {
          anyOf: [
            { const: "lint", title: "Lint" },
            { const: "e2e", title: "E2E" },
          ],
        },
        default: ["lint"],
      });
    } finally {
      await session.close();
    }
  });

  it.each([
    ["decline", "declined"],
    ["cancel", "cancelled"],
  ] as const)("reports %s as %s, never as submitted", async (action, status) => {
    const session = await connectClient(
      { ...bin, env: env().env },
      {
        capabilities: { elicitation: { form: {} } },
        setup: (client) => client.setRequestHandler(ElicitRequestSchema, async () => ({ action })),
      },
    );
    try {
      const s = (await session.client.callTool({ name: "ask_user_rich", arguments: interview })).structuredContent as any;
      expect(validateAskUserRichOutput(s)).toBe(true);
      expect([s.status, s.via]).toEqual([status, "elicitation"]);
      expect(s.summary).toBe(`The user ${status} the form dialog for "Quick check"; nothing was submitted.`);
    } finally {
      await session.close();
    }
  });

  it.each([
    ["advertises elicitation but answers -32601", { elicitation: { form: {} } }],
    ["does not advertise elicitation", {}],
  ])("falls back to the browser when the client %s", async (_name, capabilities) => {
    const { dir, env: e } = env();
    const session = await connectClient({ ...bin, env: e }, { capabilities });
    try {
      const pending = session.client.callTool({ name: "ask_user_rich", arguments: interview });
      const log = join(dir, "browser.log");
      for (let i = 0; i < 200 && !existsSync(log); i++) await new Promise((r) => setTimeout(r, 50));
      const url = readFileSync(log, "utf8").trim();
      const response = await fetch(`${url.replace("/s/", "/api/s/")}/submit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ answers: [{ id: "env", status: "answered", selected: ["staging"] }] }),
      });
      expect(response.status).toBe(200);
      const s = (await pending).structuredContent as any;
      expect([s.status, s.via, s.answers[0].followedRecommendation]).toEqual(["submitted", "browser", true]);
    } finally {
      await session.close();
    }
  });
});

describe("elicitation on an older protocol (2025-06-18)", () => {
  it("uses enum + enumNames for titled choices", async () => {
    const raw = rawServer(bin, { env: env().env });
    const init = await raw.request(0, "initialize", {
      protocolVersion: "2025-06-18",
      capabilities: { elicitation: {} },
      clientInfo: { name: "old", version: "1" },
    });
    expect(init.result.protocolVersion).toBe("2025-06-18");
    raw.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    const single = { ...interview, questions: interview.questions.filter((q) => !q.multiSelect) };
    const answered = raw.request(1, "tools/call", { name: "ask_user_rich", arguments: single });
    let elicit: any;
    for (let i = 0; i < 200 && !elicit; i++) {
      elicit = raw
        .stdoutText()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .find((m) => m.method === "elicitation/create");
      if (!elicit) await new Promise((r) => setTimeout(r, 25));
    }
    expect(elicit.params.requestedSchema.properties.env).toEqual({
      type: "string",
      title: "Where to deploy?",
      enum: ["staging", "prod"],
      enumNames: ["Staging", "Production"],
      default: "staging",
    });
    raw.send({ jsonrpc: "2.0", id: elicit.id, result: { action: "accept", content: { env: "staging", why: "now" } } });
    const result = (await answered).result.structuredContent;
    expect([result.status, result.via, result.answers[0].followedRecommendation]).toEqual(["submitted", "elicitation", true]);
    raw.child.stdin.end();
    await raw.exited;
  });
});
