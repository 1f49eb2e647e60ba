// What the servers say about themselves matches what they do (docs/hosts.md "Server names, tool prefixes, instructions",
// docs/ask-user-rich.md): each bin reports its own serverInfo.name, and ask_user_rich's description names
// the byte limits the server enforces (x-nuwax.constants), not "no limits".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtServer, connectClient, type BinName } from "./helpers/mcp.js";
import { repoRoot } from "./helpers/temp.js";
import { CONSTANTS } from "../generated/types.js";
import { ASK_USER_RICH_TOOL } from "../generated/tools.js";

const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string; bin: Record<string, string> };

describe("serverInfo", () => {
  it.each(["nuwax-ask-question-mcp", "ccweb-mcp", "ask-user-rich"] as BinName[])("%s initializes with its own bin name and the package version", async (bin) => {
    expect(Object.keys(pkg.bin)).toContain(bin);
    const session = await connectClient(builtServer(bin));
    try {
      expect(session.client.getServerVersion()).toEqual({ name: bin, version: pkg.version });
    } finally {
      await session.close();
    }
  });
});

describe("ask_user_rich description", () => {
  const description = ASK_USER_RICH_TOOL.description;
  const mib = (bytes: number) => `${bytes / 2 ** 20} MiB`;

  it("names the real byte limits, each beside the constant it comes from", () => {
    expect(description).not.toMatch(/no limits/i);
    for (const [constant, bytes] of [
      ["maxMessageBytes", CONSTANTS.maxMessageBytes],
      ["maxSubmitBytes", CONSTANTS.maxSubmitBytes],
      ["maxToolResultBytes", CONSTANTS.maxToolResultBytes],
    ] as const) {
      expect(Number.isInteger(bytes / 2 ** 20)).toBe(true);
      expect(description).toMatch(new RegExp(`at most ${mib(bytes).replace(".", "\\.")} \\((x-nuwax\\.constants\\.)?${constant}\\)`));
    }
    expect(description).toContain("maxLength its inputSchema gives");
  });
});

describe("ccweb-mcp sessions directory", () => {
  it.each([
    [["--sessions-dir", "/nonexistent"], {}, '--sessions-dir "/nonexistent" does not exist'],
    [[], { CC_WEB_SESSIONS_DIR: join(repoRoot, "package.json") }, `CC_WEB_SESSIONS_DIR ${JSON.stringify(join(repoRoot, "package.json"))} is not a directory`],
  ])("%j %j stops at startup with exit 2 and the reason", async (args, env, reason) => {
    const { spawnSync } = await import("node:child_process");
    const server = builtServer("ccweb-mcp");
    const run = spawnSync(server.command, [...server.args, ...args], { encoding: "utf8", env: { ...process.env, CC_WEB_SESSIONS_DIR: "", ...env }, input: "" });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`ccweb-mcp: ${reason}; give cc-web's sessions directory`);
  });
});
