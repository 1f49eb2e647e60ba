// `npm run demo` is the README's main job: it must run and print the pending result and the answer message.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./helpers/temp.js";

describe("npm run demo", () => {
  it("drives the real server and prints the pending result and the formatted answer", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", join(repoRoot, "examples/demo.ts")], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("structuredContent.status: pending  requestId: ask_release_plan  revision: 1");
    expect(run.stdout).toContain('"schemaVersion": "nuwax.mcp_ask.v2"');
    expect(run.stdout).toContain("我已填写「发布前确认」，表单内容如下：\n\n发布环境：生产环境\n发布前再跑：代码检查、端到端测试\n副本数：4\n发布时间：明早 9:00，等产品确认\n给值班同学的话：未填写");
    expect(run.stdout).toContain("nuwax_ask_question: the form cannot be rendered (3 problems):");
    expect(run.stdout).toContain("conversation zh-release-demo: 5 user inputs, 251/1000 characters, hasMore false");
    expect(run.stdout.trimEnd().endsWith("副本数：4\n发布时间：明早 9:00，等产品确认\n给值班同学的话：未填写")).toBe(true);
  });
});
