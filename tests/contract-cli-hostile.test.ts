// nuwax-contract against hostile and careless input (issue 23 items 2 and 11): every case exits 2
// (or 1 for lint findings) with one line naming the problem, never a stack trace, never a hang, and
// never lets git read a value as an option or generate overwrite a hand-written file.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffContracts } from "../packages/nuwax-contract/generator/diff.js";
import { checkContract, formatFinding } from "../packages/nuwax-contract/generator/contract.js";
import { runCli } from "../packages/nuwax-contract/generator/commands.js";
import { contractCli as cli } from "./helpers/contract.js";
import { copyContract, repoRoot, tempDir } from "./helpers/temp.js";

/** The bin as a process (cli.ts): the commands run in this process elsewhere (contractCli, the same code). */
const bin = (args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", join(repoRoot, "packages/nuwax-contract/generator/cli.ts"), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 170_000,
    env: { ...process.env, INIT_CWD: repoRoot },
  });
const contract = () => JSON.parse(readFileSync(join(repoRoot, "contract/schema.json"), "utf8"));
/** No stack frame ("    at f (file:1:2)") in what the CLI printed. */
const noStack = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+/m);

describe("nuwax-contract: unreadable contracts and bad --base values", { timeout: 120_000 }, () => {
  it("a null contract is one line, exit 2, in lint, generate and diff, and the bin exits 2", async () => {
    const dir = tempDir("hostile-null");
    mkdirSync(join(dir, "contract"));
    const path = join(dir, "contract/schema.json");
    writeFileSync(path, "null");
    for (const args of [
      ["lint", "--contract", path],
      ["generate", "--contract", path, "--out", join(dir, "out")],
      ["diff", "--base", path],
    ]) {
      const run = await cli(args);
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr).toContain("the contract must be a JSON object");
      expect(run.stderr).toContain("not null");
      noStack(run.stderr);
    }
    // The process: the bin's exit code is the command's, its stderr the same line.
    const process = bin(["lint", "--contract", path]);
    expect(process.status).toBe(2);
    expect(process.stderr).toBe(`nuwax-contract: ${path}: the contract must be a JSON object ({ "$schema", "$id", "$defs", "x-nuwax" }), not null\n`);
    expect(checkContract(null as never).map(formatFinding)).toEqual([
      'error # [contract-object] the contract must be a JSON object ({ "$schema", "$id", "$defs", "x-nuwax" }), not null',
    ]);
  });

  it("--base '' , a directory, /dev/zero: exit 2 at once with the fix", async () => {
    const cases: Array<[string, string]> = [
      ["", "--base is empty: name a git revision"],
      ["contract", "is a directory; pass the contract file in it"],
      ["/dev/zero", "not a regular file (a device, pipe or socket)"],
    ];
    for (const [base, message] of cases) {
      const started = Date.now();
      const run = await cli(["diff", "--base", base]);
      expect(run.status, base).toBe(2);
      expect(run.stderr).toContain(message);
      noStack(run.stderr);
      expect(Date.now() - started).toBeLessThan(30_000);
    }
  });

  it("diff --base=--output=FILE never reaches git as an option: no file is written", async () => {
    const target = join(tempDir("hostile-git"), "written-by-git");
    for (const base of [`--output=${target}`, "-p", "--no-index"]) {
      const run = await cli(["diff", `--base=${base}`]);
      expect(run.status, base).toBe(2);
      expect(run.stderr).toContain(`--base "${base}" is neither a file nor a git revision`);
    }
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}:contract/schema.json`)).toBe(false);
    // An ordinary revision still works.
    const head = await cli(["diff", "--base", "HEAD", "--head", "HEAD"]);
    expect(head.status).toBe(0);
    expect(head.stdout).toContain("0 breaking, 0 dangerous, 0 safe");
  });

  it("an unknown revision names git's own message, exit 2", async () => {
    const run = await cli(["diff", "--base", "no-such-branch-xyz"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('cannot read the contract at --base "no-such-branch-xyz": not a file, and git says:');
    noStack(run.stderr);
  });
});

describe("nuwax-contract: an error of its own", () => {
  it("is one line with exit 2, the stack only with NUWAX_CONTRACT_DEBUG; runCli never rejects", async () => {
    // A stdout that fails (a closed pipe): not the input's fault, so an internal error.
    const run = async (env: Record<string, string>) => {
      let stderr = "";
      const status = await runCli(["docs"], {
        cwd: repoRoot,
        env: { ...env, INIT_CWD: repoRoot },
        stdout: () => {
          throw new Error("write EPIPE");
        },
        stderr: (text) => (stderr += text),
      });
      return { status, stderr };
    };
    expect(await run({})).toEqual({ status: 2, stderr: "nuwax-contract: internal error: write EPIPE (NUWAX_CONTRACT_DEBUG=1 prints the stack)\n" });
    const debug = await run({ NUWAX_CONTRACT_DEBUG: "1" });
    expect(debug.status).toBe(2);
    expect(debug.stderr).toMatch(/^nuwax-contract: internal error: Error: write EPIPE\n\s+at /);
  });
});

describe("nuwax-contract: hostile contract content", { timeout: 120_000 }, () => {
  it("a __proto__ message key is a reserved-key error (and the locales that lack it are named), not a crash", async () => {
    // Written as JSON text: assigning obj.__proto__ in JavaScript would set a prototype, not a key.
    const path = copyContract();
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace('"messageKeys": {', '"messageKeys": { "__proto__": { "placeholders": [], "description": "hostile" },'),
    );
    expect(readFileSync(path, "utf8")).toContain('"__proto__"');
    const lint = await cli(["lint", "--contract", path]);
    expect(lint.status).toBe(1);
    expect(lint.stdout).toContain('error #/x-nuwax/messageKeys/__proto__ [reserved-key] "__proto__" cannot be a key here');
    expect(lint.stdout).toContain('error #/x-nuwax/messages/zh-CN [messages-complete] missing "__proto__"');
    noStack(lint.stderr);
    const generate = await cli(["generate", "--contract", path, "--out", join(path, "../../generated")]);
    expect(generate.status).toBe(2);
    expect(generate.stderr).toContain("[reserved-key]");
    expect(existsSync(join(path, "../../generated"))).toBe(false);
  });

  it("$ref loops are findings (a self alias, a refinement loop, a recursive property), never a stack overflow", async () => {
    const selfAlias = contract();
    selfAlias.$defs.FormField = { $ref: "#/$defs/FormField", description: "loop" };
    expect(checkContract(selfAlias).map(formatFinding)).toContain(
      "error #/$defs/FormField [ref-cycle] $ref cycle FormField → FormField: a shape cannot contain itself (the generator flattens and inlines $defs); break the cycle",
    );
    const refinement = contract();
    refinement.$defs.LoopA = { description: "a", allOf: [{ $ref: "#/$defs/LoopB" }] };
    refinement.$defs.LoopB = { description: "b", allOf: [{ $ref: "#/$defs/LoopA" }] };
    refinement["x-nuwax"].exports.push("LoopA");
    const lines = checkContract(refinement).map(formatFinding);
    expect(lines).toContain(
      "error #/$defs/LoopA [ref-cycle] $ref cycle LoopA → LoopB → LoopA: a shape cannot contain itself (the generator flattens and inlines $defs); break the cycle",
    );
    expect(lines.filter((l) => l.includes("[ref-cycle]"))).toHaveLength(1);
    const dangling = contract();
    dangling.$defs.FormFieldInput.properties.extra = { $ref: "#/$defs/Nowhere" };
    dangling.$defs.FormFieldInput.properties.remote = { $ref: "https://example.com/schema.json" };
    expect(checkContract(dangling).map(formatFinding)).toEqual(
      expect.arrayContaining([
        "error #/$defs/FormFieldInput/properties/extra/$ref [ref-target] $defs/Nowhere does not exist; add it or fix the name",
        'error #/$defs/FormFieldInput/properties/remote/$ref [ref-local] "https://example.com/schema.json" is not a local reference; use "#/$defs/<Name>"',
      ]),
    );
    const path = copyContract((s) => {
      s.$defs.Rec = { type: "object", description: "recursive", properties: { child: { $ref: "#/$defs/Rec" } } };
      s.$defs.McpAskRawInput.properties.rec = { $ref: "#/$defs/Rec" };
    });
    for (const args of [
      ["lint", "--contract", path],
      ["generate", "--check", "--contract", path],
    ]) {
      const run = await cli(args);
      expect(run.status, args[0]).toBeGreaterThan(0);
      expect(`${run.stdout}${run.stderr}`).toContain("[ref-cycle] $ref cycle Rec → Rec");
      expect(`${run.stdout}${run.stderr}`).not.toContain("Maximum call stack");
      noStack(run.stderr);
    }
  });

  it("diff sees an added (and a removed) __proto__ property, and a __proto__ message template", () => {
    const base = contract();
    const head = JSON.parse(JSON.stringify(base).replace('"properties":{', '"properties":{"__proto__":{"type":"string","description":"hostile"},'));
    expect(
      Object.hasOwn(
        Object.values(head.$defs as Record<string, any>).find((d) => d.properties && Object.hasOwn(d.properties, "__proto__"))!.properties,
        "__proto__",
      ),
    ).toBe(true);
    const added = diffContracts(base, head).changes.filter((c) => c.rule === "property-added");
    // FieldOption is closed, and both input and output: the message says why it is rated by one direction.
    expect(added.map((c) => c.message)).toEqual([
      'property "__proto__" added to a closed object (additionalProperties: false) (dangerous as output, safe as input: it is both input and output, and consumers of what the servers send may still check it against the old schema)',
    ]);
    const removed = diffContracts(head, base).changes.filter((c) => c.rule === "property-removed");
    expect(removed.map((c) => c.message)).toEqual([
      'property "__proto__" removed (breaking as input, dangerous as output: it is both input and output, and callers written against the old schema may send what it no longer accepts)',
    ]);
    const messages = JSON.parse(JSON.stringify(base).replace('"messages":{"zh-CN":{', '"messages":{"zh-CN":{"__proto__":"x",'));
    expect(diffContracts(messages, base).changes.map((c) => `${c.rule} ${c.pointer}`)).toContain("message-template-removed #/x-nuwax/messages/zh-CN/__proto__");
  });
});

describe("nuwax-contract generate --out: never over hand-written files", { timeout: 400_000 }, () => {
  it("refuses a file without the banner and a non-empty folder of other files; writes into an empty or generated folder", async () => {
    const dir = tempDir("hostile-out");
    const mine = join(dir, "mine");
    mkdirSync(mine);
    writeFileSync(join(mine, "CONTRACT.md"), readFileSync(join(repoRoot, "generated/CONTRACT.md"), "utf8"));
    writeFileSync(join(mine, "types.ts"), "// my own types\nexport type Mine = 1;\n");
    const clash = await cli(["generate", "--out", mine]);
    expect(clash.status).toBe(2);
    expect(clash.stderr).toContain('refusing to overwrite 1 file(s) without the "Code generated from" banner:');
    expect(readFileSync(join(mine, "types.ts"), "utf8")).toBe("// my own types\nexport type Mine = 1;\n");

    const other = join(dir, "other");
    mkdirSync(join(other, "sub"), { recursive: true });
    writeFileSync(join(other, "notes.md"), "mine\n");
    const foreign = await cli(["generate", "--out", other]);
    expect(foreign.status).toBe(2);
    expect(foreign.stderr).toContain("it is not empty and holds no generated file");
    expect(existsSync(join(other, "types.ts"))).toBe(false);

    const fresh = join(dir, "fresh");
    const first = await cli(["generate", "--out", fresh]);
    expect(first.status, first.stderr).toBe(0);
    expect(readFileSync(join(fresh, "types.ts"), "utf8")).toMatch(/^\/\/ Code generated from /);
    writeFileSync(join(fresh, "README.md"), "notes beside the generated files are kept\n");
    const again = await cli(["generate", "--out", fresh]);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr).toContain("generate: 0 of");
    expect(readFileSync(join(fresh, "README.md"), "utf8")).toBe("notes beside the generated files are kept\n");
  });
});
