// nuwax-contract: lint, diff (fixtures per rule, directions, formats, properties), docs, and the
// GitHub workflow's own commands run against a temporary git repository with two commits.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { diffContracts, failsOn, formatDiff, lineOf } from "../packages/nuwax-contract/generator/diff.js";
import { formatFinding } from "../packages/nuwax-contract/generator/contract.js";
import { lintContract } from "../packages/nuwax-contract/generator/lint.js";
import { addRatingWidget, contractCli as cli } from "./helpers/contract.js";
import { copyContract, repoRoot, tempDir } from "./helpers/temp.js";

const fixtures = join(repoRoot, "tests/fixtures/diff");
/** The repository's rules module (package.json "nuwax-contract".rules), as the CLI reads it. */
const rules = { rules: join(repoRoot, "runtime/contract/lint-rules.ts"), out: join(repoRoot, "generated") };
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));
/** The contract CLI as a process of its own, with `cwd`'s copy of the package: what `npm run contract` starts there. */
const bin = (args: string[], cwd: string) =>
  spawnSync(process.execPath, ["--import", "tsx", join(cwd, "packages/nuwax-contract/generator/cli.ts"), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, INIT_CWD: cwd },
  });

// lint runs every example through the rules module, through lintContract and again through the CLI's command: a
// budget for a loaded machine, not a speed target (docs/development.md).
describe("nuwax-contract lint", { timeout: 180_000 }, () => {
  it("finds nothing in the repository's contract", async () => {
    expect((await lintContract(join(repoRoot, "contract/schema.json"), rules)).map(formatFinding)).toEqual([]);
    const run = await cli(["lint"]);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain("lint: contract/schema.json: 0 error(s), 0 warning(s)");
  });

  it("reports each rule with its JSON pointer and rule id, and exits 1", async () => {
    const path = copyContract((s) => {
      delete s.$defs.FieldOption.properties.label.description;
      s["x-nuwax"].tools[0].name = "Ask-Question";
      s["x-nuwax"].constants.schemaVersion = "nuwax.mcp_ask.v3";
      s.$defs.McpAskUserToolInput.properties.schemaVersion.const = "nuwax.mcp_ask.v3";
    });
    const lines = (await lintContract(path)).map(formatFinding);
    expect(lines).toEqual(
      expect.arrayContaining([
        'error #/$defs/FieldOption/properties/label [description-required] property "label" has no description',
        'error #/x-nuwax/tools/0/name [tool-name] "Ask-Question" must match ^[a-z0-9_]{1,64}$ (several MCP hosts reject other names)',
        'error #/x-nuwax/constants/schemaVersion [version-constants] "nuwax.mcp_ask.v3" must end in .v2 to match x-nuwax.protocolVersion 2.1.0',
      ]),
    );
    const run = await cli(["lint", "--contract", path]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("[description-required]");
  });

  it("checks that every text variant of a tool fills the default's placeholders, no more and no fewer", async () => {
    const path = copyContract((s) => {
      const variants = s["x-nuwax"].tools[0].variants;
      delete variants.answered.turn;
      variants.answered.extra = "an unknown placeholder";
    });
    expect((await lintContract(path)).map(formatFinding)).toContain(
      'error #/x-nuwax/tools/0/variants/answered [tool-variants] variant "answered" must define the placeholders of "default" (callResult, turn); missing turn; unknown extra',
    );
  });

  it("checks that every invalid example fails with exactly its stated problems", async () => {
    const path = copyContract();
    const file = join(path, "../examples/invalid/duplicate-field-names.json");
    const example = readJson(file);
    example.problems = ["ui.fields[1].name: something else — fix: nothing"];
    writeFileSync(file, JSON.stringify(example));
    const validFile = join(path, "../examples/widget-radio.json");
    const valid = readJson(validFile);
    valid.ui.fields[0].initialValue = "nope";
    writeFileSync(validFile, JSON.stringify(valid));
    const lines = (await lintContract(path, rules)).map(formatFinding);
    expect(lines).toEqual([
      'error examples/widget-radio.json# [example-valid] ui.fields[0].initialValue (field "choice"): initialValue "nope" is not one of the options — fix: use one of "test" (先跑测试), "deploy" (直接部署)',
      "error examples/invalid/duplicate-field-names.json#/problems [invalid-example-fails] expected problem not reported: ui.fields[1].name: something else — fix: nothing",
      'error examples/invalid/duplicate-field-names.json#/problems [invalid-example-fails] problem reported but not listed: ui.fields[1].name (field "note"): duplicate field name "note" (also ui.fields[0]) — fix: give every field a unique name: it is the formData key',
    ]);
  });
});

describe('nuwax-contract lint after a widget is added as docs/contract.md "Edit" says', () => {
  it("names the invalid examples whose problem text lists the widgets, with the reported text and the fix", async () => {
    const path = copyContract(addRatingWidget);
    const lines = (await lintContract(path, rules)).map(formatFinding);
    const changed = lines.filter((line) => line.includes("[invalid-example-fails] problem text changed"));
    // One line per reworded problem, naming the file and carrying the text to paste: no bare "not reported" / "not listed" pair.
    expect(changed.length).toBeGreaterThan(0);
    expect(
      changed.every(
        (line) =>
          /^error examples\/invalid\/[\w-]+\.json#\/problems /.test(line) &&
          line.includes("rating") &&
          line.includes("— fix: if the contract change was meant"),
      ),
    ).toBe(true);
    expect(changed.some((line) => line.startsWith("error examples/invalid/many-problems.json#/problems"))).toBe(true);
    expect(lines.filter((line) => line.includes("expected problem not reported") || line.includes("problem reported but not listed"))).toEqual([]);
  });
});

describe("nuwax-contract diff: one fixture pair per rule", () => {
  const cases = readdirSync(fixtures).filter((name) => existsSync(join(fixtures, name, "expected.json")));
  it("has a fixture for every rule family", () => {
    expect(cases.length).toBeGreaterThanOrEqual(29);
  });
  it.each(cases)("%s", (name) => {
    const { findings } = readJson(join(fixtures, name, "expected.json"));
    const result = diffContracts(readJson(join(fixtures, name, "before.json")), readJson(join(fixtures, name, "after.json")));
    expect(result.changes.map((c) => ({ rule: c.rule, severity: c.severity, pointer: c.pointer, ...(c.acknowledged ? { acknowledged: true } : {}) }))).toEqual(
      findings,
    );
  });

  it("fails on unacknowledged breaking changes only", () => {
    const before = readJson(join(fixtures, "required-added-input/before.json"));
    expect(failsOn(diffContracts(before, readJson(join(fixtures, "required-added-input/after.json"))), "breaking")).toBe(true);
    expect(failsOn(diffContracts(before, readJson(join(fixtures, "breaking-with-major-bump/after.json"))), "breaking")).toBe(false);
    expect(failsOn(diffContracts(before, readJson(join(fixtures, "message-template-changed/after.json"))), "breaking")).toBe(false);
    expect(failsOn(diffContracts(before, readJson(join(fixtures, "message-template-changed/after.json"))), "dangerous")).toBe(true);
  });
});

describe("diff output formats", () => {
  const before = readJson(join(fixtures, "enum-value-added-output/before.json"));
  const afterText = readFileSync(join(fixtures, "enum-value-added-output/after.json"), "utf8");
  const result = diffContracts(before, JSON.parse(afterText));
  it("json parses back to the same changes", () => {
    const parsed = JSON.parse(formatDiff(result, "json", { base: "main", head: "feature" }));
    expect(parsed.summary).toEqual({ breaking: 2, dangerous: 0, safe: 0 });
    expect(parsed.changes).toEqual(JSON.parse(JSON.stringify(result.changes)));
    expect([parsed.base, parsed.head, parsed.baseVersion, parsed.headVersion]).toEqual(["main", "feature", "1.0.0", "1.0.0"]);
  });
  it("markdown and GitHub annotations match their snapshots", async () => {
    await expect(formatDiff(result, "markdown", { base: "main", head: "feature" })).toMatchFileSnapshot(
      "fixtures/diff/__snapshots__/enum-value-added-output.md",
    );
    await expect(formatDiff(result, "github", { file: "contract/schema.json", headText: afterText })).toMatchFileSnapshot(
      "fixtures/diff/__snapshots__/enum-value-added-output.github.txt",
    );
  });
  it("finds the line of a pointer", () => {
    expect(afterText.split("\n")[lineOf(afterText, "#/$defs/AskOutput/properties/kind/enum") - 1]).toContain('"enum"');
  });
});

describe("diff properties (fast-check)", () => {
  const contract = readJson(join(repoRoot, "contract/schema.json"));
  const name = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,12}$/);
  const propSchema = fc.oneof(
    fc.record({ description: fc.string(), type: fc.constantFrom("string", "integer", "boolean") }),
    fc.record({ description: fc.string(), type: fc.constant("string"), enum: fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 3 }) }),
    fc.record({ description: fc.string(), type: fc.constant("integer"), minimum: fc.integer(), maximum: fc.integer() }),
  );
  it("diffing a contract against itself finds nothing", () => {
    fc.assert(
      fc.property(name, propSchema, (prop, schema) => {
        const c = structuredClone(contract);
        c.$defs.FieldOption.properties[prop] = schema;
        expect(diffContracts(c, structuredClone(c)).changes).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
  it("adding an optional property to accepted data is always safe", () => {
    fc.assert(
      fc.property(name, propSchema, fc.constantFrom("ListUserInputsInput", "BuildMcpAskRawInputOptions", "BuilderFileOptions"), (prop, schema, def) => {
        fc.pre(!(prop in contract.$defs[def].properties));
        const after = structuredClone(contract);
        after.$defs[def].properties[prop] = schema;
        const { changes } = diffContracts(contract, after);
        expect(changes.map((c) => c.rule)).toEqual(["property-added"]);
        expect(changes.every((c) => c.severity === "safe")).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

// docs generates CONTRACT.md with Prettier: a generous budget for a loaded machine.
describe("nuwax-contract docs", { timeout: 300_000 }, () => {
  it("prints CONTRACT.md, with a changelog against a base", async () => {
    const base = join(tempDir("docs"), "base.json");
    const c = readJson(join(repoRoot, "contract/schema.json"));
    c.$defs.ListUserInputsInput.properties.limit.maximum = 60;
    writeFileSync(base, JSON.stringify(c));
    const plain = await cli(["docs"]);
    expect(plain.stdout).toBe(readFileSync(join(repoRoot, "generated/CONTRACT.md"), "utf8"));
    const withLog = await cli(["docs", "--base", base]);
    expect(withLog.status).toBe(0);
    expect(withLog.stdout).toContain(`## Changelog since ${base}`);
    expect(withLog.stdout).toContain(
      "| BREAKING | `bound-tightened` | `#/$defs/ListUserInputsInput/properties/limit/maximum` | maximum tightened from 60 to 50 |",
    );
  });
});

describe(".github/workflows/contract.yml runs as written", { timeout: 300_000 }, () => {
  const workflow = readFileSync(join(repoRoot, ".github/workflows/contract.yml"), "utf8");
  const runs = [...workflow.matchAll(/^\s*- run: (.+)$/gm)].map((m) => m[1]!);

  it("installs, checks generated files, lints and diffs against the base branch", () => {
    expect(runs).toEqual([
      "npm ci",
      "npm run --silent contract -- generate --check",
      "npm run --silent contract -- lint",
      'npm run --silent contract -- diff --base "origin/${{ github.base_ref }}" --format markdown --fail-on none >> "$GITHUB_STEP_SUMMARY"',
      'npm run --silent contract -- diff --base "origin/${{ github.base_ref }}" --format github --fail-on breaking',
    ]);
  });

  /**
   * A clone of this repository (as committed) with node_modules linked, on a feature branch whose commit
   * applies `edit`, and the workflow's steps after `npm ci` run in it (`generate: false`: only the two diff
   * steps, on a commit that changes the contract alone: the diff reads nothing else).
   */
  function pullRequest(edit: (schema: any) => void, { generate = true } = {}) {
    const repo = join(tempDir("pr"), "repo");
    const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    execFileSync("git", ["clone", "--quiet", repoRoot, repo]);
    const base = git("rev-parse", "--abbrev-ref", "HEAD").trim();
    git("checkout", "--quiet", "-b", "feature");
    symlinkSync(join(repoRoot, "node_modules"), join(repo, "node_modules"), "dir");
    const path = join(repo, "contract/schema.json");
    const schema = readJson(path);
    edit(schema);
    writeFileSync(path, JSON.stringify(schema, null, 2) + "\n");
    // The clone's own CLI: its banners name the clone's command, as the workflow's generate --check expects.
    if (generate) expect(bin(["generate"], repo).status).toBe(0);
    git("-c", "user.email=ci@example.test", "-c", "user.name=CI", "commit", "--quiet", "-am", "change the contract");
    const summary = join(repo, "..", "summary.md");
    writeFileSync(summary, "");
    const steps = runs.slice(1).filter((command) => generate || command.includes(" contract -- diff "));
    const results = steps.map((command) => {
      const shell = command.replace(/\$\{\{ github\.base_ref \}\}/g, base);
      return spawnSync("bash", ["-c", shell], { cwd: repo, encoding: "utf8", env: { ...process.env, INIT_CWD: repo, GITHUB_STEP_SUMMARY: summary } });
    });
    return { results, summary: readFileSync(summary, "utf8") };
  }

  it("passes a safe change and writes the report to the job summary", () => {
    const { results, summary } = pullRequest(
      (s) => (s.$defs.ListUserInputsInput.properties.limit.description = "How many of the newest user inputs to return."),
    );
    expect(results.map((r) => r.status)).toEqual([0, 0, 0, 0]);
    expect(summary).toContain("## Contract changes: 0 breaking, 0 dangerous, 1 safe");
    expect(results[3]!.stdout).toContain("::notice file=contract/schema.json,line=");
  });

  // generate --check and lint do not look at the kind of change (the case above runs them): the diff steps here.
  it("fails a breaking change with an error annotation", () => {
    const { results, summary } = pullRequest((s) => (s.$defs.ListUserInputsInput.properties.limit.maximum = 20), { generate: false });
    expect(results.map((r) => r.status)).toEqual([0, 1]);
    expect(summary).toContain("| BREAKING | `bound-tightened` |");
    expect(results[1]!.stdout).toMatch(
      /^::error file=contract\/schema.json,line=\d+,title=bound-tightened \(breaking\)::#\/\$defs\/ListUserInputsInput\/properties\/limit\/maximum: maximum tightened from 50 to 20$/m,
    );
    expect(results[1]!.stdout).toContain("title=breaking-without-major-bump (breaking)");
  });
});
