// `npm run demo` is the README's quick start (docs/development.md "The demo"): it must run and print the pending result and the answer message.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./helpers/temp.js";

describe("npm run demo", () => {
  it("drives the real server and prints the pending result and the formatted answer", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", join(repoRoot, "examples/demo.ts")], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("structuredContent.status: pending  requestId: ask_release_plan  revision: 1");
    expect(run.stdout).toContain('"schemaVersion": "nuwax.mcp_ask.v2"');
    expect(run.stdout).toContain(
      "我已填写「发布前确认」，表单内容如下：\n发布环境：生产环境\n发布前再跑：代码检查、端到端测试\n副本数：4\n发布时间：明早 9:00，等产品确认\n给值班同学的话：未填写",
    );
    expect(run.stdout).toContain("nuwax_ask_question: the form cannot be rendered (3 problems):");
    expect(run.stdout).toContain("conversation zh-release-demo before the answer: 4 user inputs");
    expect(run.stdout).toContain("conversation zh-release-demo: 5 user inputs, 250/1000 characters, hasMore false");
    expect(run.stdout.trimEnd().endsWith("副本数：4\n发布时间：明早 9:00，等产品确认\n给值班同学的话：未填写")).toBe(true);
  });
});

describe("npm run demo -- --interview", () => {
  it("prints the form URL, waits with progress, and prints the summary once the form is submitted", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "examples/demo.ts"), "--interview"], {
      cwd: repoRoot,
      env: { ...process.env, ASK_USER_RICH_PROGRESS_MS: "200", ASK_USER_RICH_LOG_DIR: join(repoRoot, ".tmp/demo-interview-logs") },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    for (let i = 0; i < 300 && !/http:\/\/localhost:\d+\/s\/\S+/.test(out); i++) await new Promise((r) => setTimeout(r, 50));
    const url = /http:\/\/localhost:\d+\/s\/\S+/.exec(out)![0];
    await new Promise((r) => setTimeout(r, 500));
    const response = await fetch(`${url.replace("/s/", "/api/s/")}/submit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        answers: [
          { id: "layout", status: "answered", selected: ["tabs"] },
          { id: "priority", status: "answered", ranked: ["funnel", "revenue", "churn"] },
        ],
      }),
    });
    expect(response.status).toBe(200);
    expect(await exited).toBe(0);
    expect(out).toMatch(/progress 1: Waiting for the user to answer "Dashboard revamp: first decisions"/);
    expect(out).toContain("1. How should the dashboard be organised? → Tabs per area (recommended)");
    expect(out).toContain("2. Rank the widgets by importance → Conversion funnel > Revenue > Churn");
    expect(out).toContain("3. Which exports do you need? → UNANSWERED");
  });
});
