// The package as a user gets it: npm pack → install the tarball in an empty project → run the bin
// over stdio and import every documented subpath (with typings checked by tsc).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { join, posix } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { askQuestion } from "../runtime/ask-question/server.js";
import { connectClient } from "./helpers/mcp.js";

/** The subpaths a browser client (the DockPanel, the MCP App) may import: docs/sdks.md "TypeScript: the package's subpaths". */
const BROWSER_SUBPATHS = [
  "types",
  "validators",
  "formatter",
  "ask-user-payload",
  "build-raw-input",
  "widgets",
  "tools",
  "acp",
  "upgrade",
  "form-data",
  "history",
];
import { repoRoot, tempDir } from "./helpers/temp.js";

const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
let app: string;
let files: string[];
let contractCliTarball: string;
/** What `npx -y nuwax-ask-question-mcp` puts on disk, measured right after the install. */
let footprint: { packages: string[]; bytes: number };

/** Every package installed under `nodeModules` (scoped ones as `@scope/name`, nested ones too). */
function installedPackages(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return [];
  return readdirSync(nodeModules).flatMap((entry) => {
    if (entry.startsWith(".")) return [];
    if (entry.startsWith("@"))
      return readdirSync(join(nodeModules, entry)).flatMap((name) => [
        `${entry}/${name}`,
        ...installedPackages(join(nodeModules, entry, name, "node_modules")),
      ]);
    return [entry, ...installedPackages(join(nodeModules, entry, "node_modules"))];
  });
}

/** Bytes of every regular file under `dir` (what the install puts on disk, before block rounding). */
function treeBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sum + treeBytes(path);
    return entry.isFile() ? sum + statSync(path).size : sum;
  }, 0);
}

beforeAll(() => {
  const packDir = tempDir("pack");
  // --ignore-scripts: the "prepare" build already ran in the system setup (tests/global-setup.ts builds
  // every stale part of dist/), so packing does not build the whole package a second time.
  // One npm pack for the package and its workspace (packages/nuwax-contract): one entry each, by name.
  const packed = JSON.parse(
    execFileSync(npm, ["pack", "--json", "--ignore-scripts", "--pack-destination", packDir, "--workspaces", "--include-workspace-root"], {
      cwd: repoRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }),
  ) as Array<{ name: string; filename: string; files: Array<{ path: string }> }>;
  expect(packed.map((p) => p.name).sort()).toEqual(["nuwax-ask-question-mcp", "nuwax-contract"]);
  const root = packed.find((p) => p.name === pkg.name)!;
  files = root.files.map((f) => f.path);
  const tarball = join(packDir, root.filename);
  contractCliTarball = join(packDir, packed.find((p) => p.name === "nuwax-contract")!.filename);
  app = tempDir("app");
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  execFileSync(npm, ["install", tarball, "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], { cwd: app, stdio: ["ignore", "pipe", "pipe"] });
  footprint = { packages: installedPackages(join(app, "node_modules")).sort(), bytes: treeBytes(join(app, "node_modules")) };
}, 240_000);

describe("packed package", () => {
  it("ships the built bins, the contract, the generator and typings, not the tests", () => {
    for (const f of [
      "dist/generated/validators.js",
      "dist/generated/validators.d.ts",
      "dist/runtime/contract/builder.d.ts",
      "dist/runtime/server.d.ts",
      "contract/schema.json",
      "contract/examples/complete-form.json",
      "generated/CONTRACT.md",
      "README.md",
      "CHANGELOG.md",
      "docs/architecture.md",
      "examples/sessions/zh-release-demo.json",
    ]) {
      expect(files, f).toContain(f);
    }
    // Each server is one bundled entry (with its source map) plus the chunks the three share.
    for (const name of ["nuwax-ask-question-mcp", "ccweb-mcp", "ask-user-rich"]) {
      expect(files).toContain(`dist/bin/${name}.mjs`);
      expect(files).toContain(`dist/bin/${name}.mjs.map`);
      expect(files).toContain("dist/bin/validators.cjs");
      expect(pkg.bin[name]).toBe(`dist/bin/${name}.mjs`);
    }
    expect(files.filter((f) => f.startsWith("dist/runtime/") && f.endsWith("bin.js"))).toEqual([]);
    expect(
      files.some(
        (f) => f.startsWith("tests/") || f.startsWith("runtime/") || f.startsWith(".github/") || f.startsWith("generator/") || f.startsWith("packages/"),
      ),
    ).toBe(false);
    expect(files).toContain("dist/page/form.js");
    expect(files).toContain("dist/app/ask-question-form.html"); // the MCP App, served by resources/read
  });

  it("ships docs/ and the CHANGELOG and says where it comes from: every relative link of README.md, CHANGELOG.md and docs/*.md resolves in the tarball", () => {
    const pages = [
      "README.md",
      "CHANGELOG.md",
      ...readdirSync(join(repoRoot, "docs"))
        .filter((f) => f.endsWith(".md"))
        .map((f) => `docs/${f}`),
    ];
    for (const page of pages) expect(files, page).toContain(page);
    const unresolved: string[] = [];
    const targets = new Set<string>();
    for (const page of pages) {
      // Links outside code; a link to a source the package does not ship is a GitHub URL (tests/readme.test.ts).
      const prose = readFileSync(join(repoRoot, page), "utf8")
        .replace(/^```[\s\S]*?^```/gm, "")
        .replace(/`[^`\n]*`/g, "``");
      for (const [, link] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z][a-z+.-]*:/i.test(link!) || link!.startsWith("#")) continue;
        const target = posix.normalize(posix.join(posix.dirname(page), link!.split("#")[0]!)).replace(/\/$/, "");
        targets.add(target);
        if (!files.some((f) => f === target || f.startsWith(`${target}/`))) unresolved.push(`${page}: ${link}`);
      }
    }
    expect(unresolved).toEqual([]);
    expect([...targets]).toEqual(
      expect.arrayContaining([
        "docs/hosts.md",
        "docs/sdks.md",
        "docs/dockpanel.md",
        "docs/ask-question-app.png",
        "generated/CONTRACT.md",
        "contract/schema.json",
        "CHANGELOG.md",
      ]),
    );
    for (const doc of readdirSync(join(repoRoot, "docs"))) expect(files, doc).toContain(`docs/${doc}`);
    const installed = JSON.parse(readFileSync(join(app, "node_modules/nuwax-ask-question-mcp/package.json"), "utf8"));
    expect([installed.repository, installed.homepage, installed.bugs]).toEqual([
      { type: "git", url: "git+https://github.com/nuwax-ai/nuwax-ask-question-mcp.git" },
      "https://github.com/nuwax-ai/nuwax-ask-question-mcp#readme",
      { url: "https://github.com/nuwax-ai/nuwax-ask-question-mcp/issues" },
    ]);
    // The installed copy has the same pages, so the links work from node_modules too.
    for (const page of pages) expect(existsSync(join(app, "node_modules/nuwax-ask-question-mcp", page)), page).toBe(true);
  });

  it('installs at most 10 packages and 10 MB for running any server (docs/hosts.md "Install footprint")', () => {
    expect(footprint.packages).toEqual([
      "ajv",
      "ajv-formats",
      "fast-deep-equal",
      "fast-uri",
      "json-schema-traverse",
      "nuwax-ask-question-mcp",
      "require-from-string",
    ]);
    expect(footprint.packages.length).toBeLessThanOrEqual(10);
    expect(footprint.bytes).toBeLessThanOrEqual(10 * 1024 * 1024);
    // Nothing of the generator's toolchain, and no MCP SDK: the bins carry what they need.
    const pkgDeps = Object.keys(pkg.dependencies);
    expect(pkgDeps).toEqual(["ajv", "ajv-formats"]);
  });

  it("type-checks the root, ./ccweb and every browser subpath with tsc --strict (their declarations too) in a project without the optional MCP SDK peer", () => {
    // Runs before "exposes every documented subpath" installs the peers into the same project.
    expect(existsSync(join(app, "node_modules/@modelcontextprotocol"))).toBe(false);
    const dir = join(app, "no-peer");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "consumer.ts"),
      `import { validateMcpAskRawInput, ccweb, type McpAskRawInput } from "nuwax-ask-question-mcp";
import { selectUserInputs, toCallToolResult, type TextToolResult } from "nuwax-ask-question-mcp/ccweb";
${BROWSER_SUBPATHS.map((subpath, i) => `import * as subpath${i} from "nuwax-ask-question-mcp/${subpath}";\nconsole.log(Object.keys(subpath${i}).length > 0);`).join("\n")}

const result: TextToolResult = toCallToolResult({ ok: false, error: { code: "not_configured", message: "no sessions directory" } });
const input: McpAskRawInput | undefined = undefined;
console.log(JSON.stringify([typeof validateMcpAskRawInput, ccweb.selectUserInputs === selectUserInputs, result.isError, result.content[0]?.text, input ?? null]));
`,
    );
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", strict: true, outDir: "out", skipLibCheck: false, types: [] },
        files: ["consumer.ts"],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", dir], { encoding: "utf8" });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
    const run = spawnSync(process.execPath, [join(dir, "out/consumer.js")], { encoding: "utf8", cwd: dir });
    expect(run.stderr).toBe("");
    const lines = run.stdout.trim().split("\n");
    expect(lines.slice(0, BROWSER_SUBPATHS.length)).toEqual(BROWSER_SUBPATHS.map(() => "true"));
    expect(JSON.parse(lines.at(-1)!)).toEqual(["function", true, true, "not_configured: no sessions directory", null]);
  }, 120_000);

  it("runs the bin over stdio with the SDK client", async () => {
    const bin = join(app, "node_modules/.bin/nuwax-ask-question-mcp");
    expect(existsSync(bin)).toBe(true);
    const session = await connectClient({ command: bin, args: [], cwd: app });
    try {
      expect(session.client.getServerVersion()).toEqual({ name: pkg.name, version: pkg.version });
      const { tools } = await session.client.listTools();
      expect(tools.map((t) => t.name)).toEqual(["nuwax_ask_question"]);
      const complete = JSON.parse(readFileSync(join(repoRoot, "contract/examples/complete-form.json"), "utf8"));
      const result = await session.client.callTool({ name: "nuwax_ask_question", arguments: complete });
      expect((result.structuredContent as { status: string }).status).toBe("pending");
      // An invalid form goes through the validators, which the bundled bin loads on first use (dist/bin/validators.cjs).
      const invalid = await session.client.callTool({
        name: "nuwax_ask_question",
        arguments: { requestId: "r", sessionId: "s", title: "T", ui: { fields: [{ name: "a", title: "A", widget: "radio", colour: 1 }] } },
      });
      expect(invalid.isError).toBe(true);
      expect((invalid.structuredContent as { problems: Array<{ path: string; message: string }> }).problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
        'ui.fields[0].colour: unknown property "colour"',
        'ui.fields[0].options: widget "radio" needs options',
      ]);
    } finally {
      await session.close();
    }
  });

  it("runs the ccweb-mcp bin on the bundled example sessions with --demo", async () => {
    const bin = join(app, "node_modules/.bin/ccweb-mcp");
    const session = await connectClient({ command: bin, args: ["--demo", "--conversation", "zh-release-demo"], cwd: app, env: { CC_WEB_SESSIONS_DIR: "" } });
    try {
      const result = await session.client.callTool({ name: "ccweb_list_user_inputs", arguments: { limit: 2 } });
      expect((result.structuredContent as { items: Array<{ messageId: string }> }).items.map((i) => i.messageId)).toEqual(["m-008", "m-010"]);
      await session.waitForStderr("demo mode: serving the made-up example sessions");
    } finally {
      await session.close();
    }
  });

  it("works from a CommonJS TypeScript project run by tsx (CommonJS interop of the validators)", () => {
    const dir = join(app, "cjs");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "commonjs" }));
    writeFileSync(
      join(dir, "v.ts"),
      'import { validateUiFallback, validateFieldOption } from "nuwax-ask-question-mcp/validators";\nimport { validateMcpAskRawInput } from "nuwax-ask-question-mcp";\nconsole.log(JSON.stringify([validateFieldOption({ value: "a", label: "b" }), validateUiFallback({ text: "x", webUrl: "not a uri" }), typeof validateMcpAskRawInput]));\n',
    );
    const run = spawnSync(process.execPath, ["--import", pathToFileURL(join(repoRoot, "node_modules/tsx/dist/loader.mjs")).href, join(dir, "v.ts")], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual([true, false, "function"]);
  });

  // An npm install of the CLI's toolchain (31 packages) and a full generate with Prettier and no cache:
  // the longest case of the file (3 min measured at a load average of 18 on 2 cores), so 8 min.
  it("runs nuwax-contract (its own package) lint, diff and generate on a backend team's copy of the contract", () => {
    expect(existsSync(join(app, "node_modules/.bin/nuwax-contract"))).toBe(false);
    mkdirSync(join(app, "team-cli"), { recursive: true });
    writeFileSync(join(app, "team-cli/package.json"), JSON.stringify({ name: "team-cli", private: true }));
    execFileSync(npm, ["install", contractCliTarball, "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], {
      cwd: join(app, "team-cli"),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const bin = join(app, "team-cli/node_modules/.bin/nuwax-contract");
    expect(JSON.parse(readFileSync(join(app, "team-cli/node_modules/nuwax-contract/package.json"), "utf8")).repository).toEqual({
      type: "git",
      url: "git+https://github.com/nuwax-ai/nuwax-ask-question-mcp.git",
      directory: "packages/nuwax-contract",
    });
    const copy = join(app, "team/contract");
    mkdirSync(copy, { recursive: true });
    const schema = JSON.parse(readFileSync(join(repoRoot, "contract/schema.json"), "utf8"));
    writeFileSync(join(copy, "schema.json"), JSON.stringify(schema));
    const lint = spawnSync(bin, ["lint"], { cwd: join(app, "team"), encoding: "utf8" });
    expect(lint.stderr).toContain("lint: contract/schema.json: 0 error(s), 0 warning(s)");
    expect(lint.status).toBe(0);
    schema.$defs.McpAskResponse.properties.action.enum.push("retry");
    writeFileSync(join(copy, "next.json"), JSON.stringify(schema));
    const diff = spawnSync(bin, ["diff", "--base", "contract/schema.json", "--head", "contract/next.json"], { cwd: join(app, "team"), encoding: "utf8" });
    expect(diff.status).toBe(1);
    expect(diff.stdout).toContain('BREAKING  #/$defs/McpAskResponse/properties/action/enum [enum-value-added] value "retry" added');
    const generate = spawnSync(bin, ["generate"], { cwd: join(app, "team"), encoding: "utf8" });
    expect(generate.status).toBe(0);
    expect(
      readFileSync(join(app, "team/generated/types.ts"), "utf8").startsWith(
        '// Code generated from contract/schema.json by "nuwax-contract generate --contract contract/schema.json --out generated". DO NOT EDIT.',
      ),
    ).toBe(true);
    // The installed CLI writes the Python SDK too (its hand-written source ships in the package's sdk/).
    expect(readFileSync(join(app, "team/generated/python/nuwax_ask_question/formatter.py"), "utf8")).toContain("def format_resume_message(");
  }, 480_000);

  it("runs the ask-user-rich bin and serves its form and assets from the installed package", async () => {
    const bin = join(app, "node_modules/.bin/ask-user-rich");
    const session = await connectClient({ command: bin, args: [], cwd: app, env: { ASK_USER_RICH_LOG_DIR: join(app, "aur-logs") } });
    try {
      const result = await session.client.callTool({
        name: "ask_user_rich",
        arguments: { title: "T", delivery: "link", questions: [{ id: "q", header: "Q?", options: [{ id: "a", label: "A" }] }] },
      });
      const url = (result.structuredContent as { url: string }).url;
      expect((await fetch(url)).status).toBe(200);
      for (const asset of ["form.js", "form.css"]) expect((await fetch(`${new URL(url).origin}/assets/${asset}`)).status).toBe(200);
    } finally {
      await session.close();
    }
  });

  it("prints --version and --help on stdout", () => {
    const bin = join(app, "node_modules/.bin/nuwax-ask-question-mcp");
    expect(spawnSync(bin, ["--version"], { encoding: "utf8" }).stdout.trim()).toBe(pkg.version);
    expect(spawnSync(bin, ["--help"], { encoding: "utf8" }).stdout).toContain("Usage: nuwax-ask-question-mcp");
  });

  it("exposes every documented subpath, at run time and to TypeScript", () => {
    // ./server loads the MCP SDK: a library user installs the optional peers beside the package. They
    // are linked from this repository's install (the versions package.json pins) instead of installed a
    // second time; Node and tsc resolve a link to its real path, so their own dependencies resolve too.
    const dev = pkg.devDependencies as Record<string, string>;
    mkdirSync(join(app, "node_modules/@modelcontextprotocol"), { recursive: true });
    for (const peer of ["@modelcontextprotocol/sdk", "@modelcontextprotocol/ext-apps"]) {
      expect(JSON.parse(readFileSync(join(repoRoot, "node_modules", peer, "package.json"), "utf8")).version, peer).toBe(dev[peer]);
      if (!existsSync(join(app, "node_modules", peer))) symlinkSync(join(repoRoot, "node_modules", peer), join(app, "node_modules", peer), "dir");
    }
    const consumer = `
import { normalizeMcpAskUserToolInput } from "nuwax-ask-question-mcp/ask-user-payload";
import { buildMcpAskRawInput } from "nuwax-ask-question-mcp/build-raw-input";
import { WIDGET_CATALOG, WIDGET_TYPES } from "nuwax-ask-question-mcp/widgets";
import type { McpAskRawInput, WidgetType } from "nuwax-ask-question-mcp/types";
import { validateMcpAskRawInput } from "nuwax-ask-question-mcp/validators";
import { formatMcpAskResumeMessage } from "nuwax-ask-question-mcp/formatter";
import { NUWAX_ASK_QUESTION_TOOL } from "nuwax-ask-question-mcp/tools";
import { createAskQuestionServer } from "nuwax-ask-question-mcp/server";
import { selectUserInputs } from "nuwax-ask-question-mcp/ccweb";
import schema from "nuwax-ask-question-mcp/schemas/schema.json" with { type: "json" };
import complete from "nuwax-ask-question-mcp/schemas/examples/complete-form.json" with { type: "json" };

const raw: McpAskRawInput = normalizeMcpAskUserToolInput(complete);
const built = buildMcpAskRawInput({ requestId: "r", sessionId: "s", title: "T", fields: [{ name: "a", type: "input", label: "A" }] });
const widget: WidgetType = WIDGET_TYPES[0];
console.log(JSON.stringify({
  valid: validateMcpAskRawInput(raw),
  builtWidget: built.ui.fields[0]?.widget,
  widgets: WIDGET_CATALOG.length,
  widget,
  tool: NUWAX_ASK_QUESTION_TOOL.name,
  server: typeof createAskQuestionServer,
  selected: selectUserInputs([{ role: "user", content: "你好👋" }], { limit: 1, maxChars: 2 }).items[0]?.content,
  schemaId: (schema as { $id: string }).$id,
  message: formatMcpAskResumeMessage(raw, { action: "submit", formData: { choice: "test" } }).split("\\n")[1],
}));
`;
    writeFileSync(join(app, "consumer.ts"), consumer);
    writeFileSync(
      join(app, "tsconfig.json"),
      // The package's declarations were checked without skipLibCheck by the no-peer case above (all but
      // ./server's); here every import and use is checked against them and the SDK's, without checking
      // the SDK's and zod's own 50,000 lines of declarations again (about 20 s of CPU).
      JSON.stringify({
        compilerOptions: {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          strict: true,
          resolveJsonModule: true,
          outDir: "out",
          skipLibCheck: true,
          types: [],
        },
        files: ["consumer.ts"],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", app], { encoding: "utf8" });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
    const run = spawnSync(process.execPath, [join(app, "out/consumer.js")], { encoding: "utf8", cwd: app });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      valid: true,
      builtWidget: "text",
      widgets: 9,
      widget: "text",
      tool: "nuwax_ask_question",
      server: "function",
      selected: "你好",
      schemaId: "https://schemas.nuwax.com/nuwax-ask-question-mcp/schema.json",
      message: "选项：先跑测试",
    });
  }, 180_000);
  it("compiles a renderer written the DockPanel way with tsc --strict against the packed typings, and runs it", () => {
    const dir = join(app, "renderer");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "renderer.ts"), readFileSync(join(repoRoot, "tests/fixtures/dockpanel-renderer.ts"), "utf8"));
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          strict: true,
          noUncheckedIndexedAccess: true,
          outDir: "out",
          skipLibCheck: false,
          types: [],
        },
        files: ["renderer.ts"],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", dir], { encoding: "utf8" });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
    // The tool result as an agent behind ACP forwards it: content blocks only, no structuredContent.
    const complete = JSON.parse(readFileSync(join(repoRoot, "contract/examples/complete-form.json"), "utf8"));
    const result = askQuestion(complete);
    const forwarded = { data: (result.content as Array<Record<string, unknown>>).map((content) => ({ type: "content", content })) };
    const run = spawnSync(process.execPath, [join(dir, "out/renderer.js"), JSON.stringify(forwarded)], { encoding: "utf8", cwd: dir });
    expect(run.stderr).toBe("");
    const out = JSON.parse(run.stdout);
    expect(out.wizard).toBe(false);
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]).toMatch(/^\[default\] \*选项: radio \[先跑测试\/直接部署\] \| /);
    expect(out.lines[0]).toContain("并发数: InputNumber min=1 max=10 step=1");
    expect(out.lines[0]).toContain("发布节奏: Radio.Group [立即发布/今晚发布] + planCustom (allowCustom true)");
    expect(out.lines[0].split(" | ")).toHaveLength(complete.ui.fields.length);
    expect(out).toMatchObject({
      answeredInHistory: [false, true],
      problems: [],
      status: "submitting",
      recognised: true,
      message: 'I answered "请选择继续方式". Form details:\n选项: 直接部署\n并发数: 3',
    });
  }, 180_000);

  it("bundles every browser-safe subpath for the browser with esbuild (no Node built-in, no MCP SDK)", async () => {
    const { build } = await import("esbuild");
    for (const subpath of BROWSER_SUBPATHS) {
      const result = await build({
        stdin: { contents: `export * from "nuwax-ask-question-mcp/${subpath}";`, resolveDir: app, loader: "js" },
        bundle: true,
        platform: "browser",
        format: "esm",
        write: false,
        metafile: true,
        logLevel: "silent",
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(
        inputs.filter((f) => f.startsWith("node:") || f.includes("@modelcontextprotocol")),
        subpath,
      ).toEqual([]);
      // Something real was bundled: the subpath's exports (./history is a few hundred bytes).
      expect(result.outputFiles[0]!.text, subpath).toMatch(/export\s*\{\s*\w+/);
    }
    // The root and ./ccweb are for Node (the servers, the session store): they need Node built-ins.
    for (const subpath of ["", "/ccweb"]) {
      await expect(
        build({
          stdin: { contents: `export * from "nuwax-ask-question-mcp${subpath}";`, resolveDir: app, loader: "js" },
          bundle: true,
          platform: "browser",
          format: "esm",
          write: false,
          logLevel: "silent",
        }),
        subpath || "(root)",
      ).rejects.toThrow(/Could not resolve "node:/);
    }
  });
});
