/**
 * The commands of `nuwax-contract` (generate, lint, diff, docs) as one function, `runCli`, that takes
 * the arguments, the directories and the output streams and resolves with the exit code: cli.ts (the
 * bin, `npm run contract`) runs it on the process's own; a test or a script calls it with streams of its own.
 * Progress and findings go to stderr/stdout as documented per command. Exit codes: 0 ok; 1 stale
 * files (generate --check), lint errors, or a diff over its --fail-on threshold; 2 bad usage or an
 * unreadable contract (packages/nuwax-contract/README.md, `nuwax-contract --help`).
 */
import { execFileSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  ContractError,
  formatFinding,
  loadContract,
  MAX_CONTRACT_FILE_BYTES,
  parseContractText,
  readContractText,
} from "./contract.js";
import { diffContracts, failsOn, formatDiff, type Severity } from "./diff.js";
import { SDK_LANGUAGES } from "./languages.js";
import { REGENERATE_COMMAND } from "./messages.js";
import type { JsonSchema } from "./schema-tools.js";

/** This package (nuwax-contract): packages/nuwax-contract in the repository, node_modules/nuwax-contract when installed. */
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/**
 * The nuwax-ask-question-mcp repository this CLI lives in, when it runs from a checkout of it (its own
 * contract/ and generated/, regenerated with `npm run generate`); undefined when installed from npm.
 */
const projectRoot = ((dir) => {
  try {
    return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name?: string }).name ===
      "nuwax-ask-question-mcp"
      ? dir
      : undefined;
  } catch {
    return undefined;
  }
})(resolve(packageRoot, "../.."));
/** Where a run of the CLI reads and writes: its directories, environment and output streams. */
export interface CliIo {
  /** The working directory (an absolute path, or resolved against the process's). */
  cwd: string;
  /** The environment: INIT_CWD, NUWAX_CONTRACT_CACHE_DIR and NUWAX_CONTRACT_DEBUG are read. */
  env: Readonly<Record<string, string | undefined>>;
  /** Writes to standard output (findings, diffs, CONTRACT.md, help). */
  stdout: (text: string) => void;
  /** Writes to standard error (progress, summaries, errors). */
  stderr: (text: string) => void;
}

/** One run's context: where the user is and where its output goes. */
interface Ctx {
  /** The directory relative paths on the command line are relative to. */
  userCwd: string;
  env: CliIo["env"];
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * Where the user ran the command: `npm run` moves to the package (or repository) root and leaves
 * the original directory in INIT_CWD; anywhere else (the bin, or a child of an npm script) the cwd is right.
 */
function userCwdOf(io: CliIo): string {
  const cwd = resolve(io.cwd);
  return io.env.INIT_CWD && (cwd === packageRoot || cwd === projectRoot) ? io.env.INIT_CWD : cwd;
}

const HELP = `Usage: nuwax-contract <command> [options]      (in this repository: npm run contract -- <command> …)

Commands:
  generate [--check] [--contract PATH] [--out DIR]
      Check the contract and write every generated consumer (types, validators, builder, widgets,
      formatter, tools, CONTRACT.md, and the SDKs in ${SDK_LANGUAGES.filter((l) => l.folder)
        .map((l) => `${l.folder}/`)
        .join(", ")}). --check regenerates in
      memory and exits 1 listing stale files, in every language.
  lint [--contract PATH] [--rules MODULE] [--out DIR]
      Every contract rule, one line per finding: severity, JSON pointer, [rule id], message.
      With a rules module (--rules, default: package.json "nuwax-contract".rules in this folder),
      every example also runs through it over the contract's generated files (--out: where the
      module imports them from). Exits 1 when there are errors.
  diff --base REF|FILE [--head REF|FILE] [--contract PATH] [--format text|markdown|json|github]
       [--fail-on breaking|dangerous|none]
      Classify every change between two contracts as breaking, dangerous or safe (direction-aware),
      and name the SDKs (${SDK_LANGUAGES.map((l) => l.name).join(", ")}) whose generated output each change alters.
      REF is a git revision (the contract's path inside the repository is used); --head defaults
      to the working tree. Exits 1 when a change reaches --fail-on (default: breaking) and is not
      acknowledged by a major bump of x-nuwax.protocolVersion.
  docs [--base REF|FILE] [--contract PATH] [--out FILE]
      Print CONTRACT.md (or write it to FILE); with --base, append a changelog since that revision.

Options:
  --contract PATH  the contract (default: ./contract/schema.json)
  --out DIR|FILE   output directory for generate (default: generated/ next to the contract's folder)
  -h, --help       show this help

Environment:
  NUWAX_CONTRACT_CACHE_DIR  where Prettier's output is cached (default: node_modules/.cache/nuwax-contract);
                            "off" formats every file every time
  NUWAX_CONTRACT_DEBUG=1    print the stack of an internal error
`;

type Args = Record<string, string | boolean | undefined>;

/** Ends the run with `code` after printing `nuwax-contract: <message>` (thrown by fail, caught by runCli). */
class CliExit extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

function fail(message: string, code = 2): never {
  throw new CliExit(message, code);
}

const fromUser = (ctx: Ctx, path: string) => (isAbsolute(path) ? path : resolve(ctx.userCwd, path));

function contractPathOf(ctx: Ctx, args: Args): string {
  if (typeof args.contract === "string") return fromUser(ctx, args.contract);
  const local = resolve(ctx.userCwd, "contract/schema.json");
  if (existsSync(local) || !projectRoot) return local;
  return join(projectRoot, "contract/schema.json");
}

/**
 * A git revision given on the command line, or undefined when it cannot be one: empty, starting
 * with "-" (git would read it as an option, e.g. --output=FILE), or holding characters
 * `git check-ref-format` never allows in a revision (control characters, spaces, "..").
 */
function revisionOf(spec: string): string | undefined {
  if (spec === "" || spec.startsWith("-") || /[\u0000-\u0020\u007f]/.test(spec)) return undefined;
  return spec;
}

/**
 * Reads a contract from a file, or from git (`REF:<path of the contract in its repository>`).
 * `option` names the flag in errors. Exits 2 with the fix for an empty value, a directory or device,
 * a value git would read as an option, an unknown revision, or content that is not a JSON object.
 */
function readContractSpec(
  ctx: Ctx,
  spec: string,
  contractPath: string,
  option = "--base",
): { schema: JsonSchema; text: string } {
  if (spec.trim() === "")
    fail(`${option} is empty: name a git revision (main, HEAD~1, v2.0.0) or a contract file`);
  const asFile = fromUser(ctx, spec);
  let text: string;
  if (existsSync(asFile)) {
    try {
      text = readContractText(asFile);
    } catch (error) {
      fail(`${option}: ${(error as Error).message}`);
    }
  } else {
    const revision = revisionOf(spec);
    if (!revision)
      fail(
        `${option} "${spec}" is neither a file nor a git revision (a revision cannot be empty, start with "-" or hold spaces or control characters)`,
      );
    try {
      const top = gitTopLevel(contractPath);
      // --end-of-options: whatever the revision is, git never reads it as an option.
      text = execFileSync(
        "git",
        [
          "-C",
          top,
          "show",
          "--no-textconv",
          "--end-of-options",
          `${revision}:${relative(top, contractPath)}`,
        ],
        {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
          maxBuffer: MAX_CONTRACT_FILE_BYTES,
        },
      );
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr || (error as Error).message).trim();
      fail(`cannot read the contract at ${option} "${spec}": not a file, and git says: ${stderr}`);
    }
  }
  try {
    return { schema: parseContractText(text, `${option} "${spec}"`), text };
  } catch (error) {
    fail((error as Error).message);
  }
}

/**
 * The first line of a file when it is a regular file; undefined for directories and the like.
 * Reads at most 200 bytes.
 */
function headOf(path: string): string | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
    const fd = openSync(path, "r");
    try {
      const buffer = Buffer.alloc(200);
      return buffer.subarray(0, readSync(fd, buffer, 0, 200, 0)).toString("utf8");
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/** Whether the file at `path` carries the generated banner (`// Code generated from …`, `<!-- Code generated from …` or `# Code generated from …`). */
const hasBanner = (path: string) => /^(\/\/|<!--|#) Code generated from /.test(headOf(path) ?? "");

/**
 * The generator (generate.ts and what it imports: json-schema-to-typescript, Handlebars, Ajv's standalone
 * code, the SDK emitters), loaded by the commands that generate: `--help`, `diff` and a contract that fails
 * its check never load it.
 */
const generator = () => import("./generate.js");

async function runGenerate(ctx: Ctx, args: Args): Promise<number> {
  const contractPath = contractPathOf(ctx, args);
  const outDir =
    typeof args.out === "string"
      ? fromUser(ctx, args.out)
      : join(dirname(dirname(contractPath)), "generated");
  const base = dirname(outDir);
  const bannerPath = relative(base, contractPath) || contractPath;
  const defaults =
    projectRoot !== undefined &&
    contractPath === join(projectRoot, "contract/schema.json") &&
    outDir === join(projectRoot, "generated");
  const command = defaults
    ? REGENERATE_COMMAND
    : `nuwax-contract generate --contract ${bannerPath} --out ${relative(base, outDir) || "."}`;
  const show = (p: string) => relative(ctx.userCwd, p) || ".";
  // The fix printed by --check must run from where the user is; the banner's command is relative to the output's parent.
  const fixCommand = defaults
    ? REGENERATE_COMMAND
    : `npx nuwax-contract generate --contract ${show(contractPath)} --out ${show(outDir)}`;
  ctx.err(`generate: reading ${show(contractPath)}\n`);
  if (existsSync(outDir) && !statSync(outDir).isDirectory())
    fail(`--out ${show(outDir)} is a file; name a directory`);
  // Every file under the output, the SDK folders (python/, …) included (listFiles skips caches).
  const present = existsSync(outDir) ? listFiles(outDir) : [];
  // Never write into someone's folder: a folder of ours holds at least one file with the banner.
  if (!args.check && present.length > 0 && !present.some((name) => hasBanner(join(outDir, name)))) {
    fail(
      `refusing to write into ${show(outDir)}: it is not empty and holds no generated file; choose an empty or a generated directory with --out`,
    );
  }
  let files;
  try {
    const contract = loadContract(contractPath, bannerPath);
    ctx.err(
      `generate: contract ok (${Object.keys(contract.defs).length} $defs, ${contract.x.widgetCatalog.length} widgets, ${contract.examples.length} examples)\n`,
    );
    files = await (
      await generator()
    ).generate(contract, { command, cacheDir: ctx.env.NUWAX_CONTRACT_CACHE_DIR });
  } catch (error) {
    if (error instanceof ContractError) {
      ctx.err(`generate: ${error.message}\n`);
      return 2;
    }
    fail((error as Error).message);
  }
  const expected = new Set(files.map((f) => f.name));
  const leftovers = present.filter((name) => !expected.has(name) && hasBanner(join(outDir, name)));
  if (args.check) {
    const stale = files
      .filter(
        (file) =>
          !existsSync(join(outDir, file.name)) ||
          readFileSync(join(outDir, file.name), "utf8") !== file.content,
      )
      .map((f) => f.name);
    for (const name of stale) ctx.err(`  stale: ${show(join(outDir, name))}\n`);
    for (const name of leftovers) ctx.err(`  no longer generated: ${show(join(outDir, name))}\n`);
    if (stale.length || leftovers.length) {
      ctx.err(`generate: ${stale.length + leftovers.length} file(s) out of date; fix with: ${fixCommand}\n`);
      return 1;
    }
    ctx.err(`generate: ${files.length} files up to date in ${show(outDir)}\n`);
    return 0;
  }
  // Never overwrite what someone wrote: a file of ours carries the banner.
  // (A file that already holds exactly what would be written is not overwritten, banner or not: a JSON seed has none.)
  const handWritten = files
    .filter(
      (file) =>
        existsSync(join(outDir, file.name)) &&
        !hasBanner(join(outDir, file.name)) &&
        readFileSync(join(outDir, file.name), "utf8") !== file.content,
    )
    .map((f) => show(join(outDir, f.name)));
  if (handWritten.length) {
    fail(
      `refusing to overwrite ${handWritten.length} file(s) without the "Code generated from" banner: ${handWritten.join(", ")}; move them away or choose another --out directory`,
    );
  }
  mkdirSync(outDir, { recursive: true });
  let written = 0;
  for (const file of files) {
    const path = join(outDir, file.name);
    if (existsSync(path) && readFileSync(path, "utf8") === file.content) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
    written++;
    ctx.err(`  wrote ${show(path)}\n`);
  }
  for (const name of leftovers) {
    rmSync(join(outDir, name));
    ctx.err(`  removed ${show(join(outDir, name))} (no longer generated)\n`);
  }
  ctx.err(`generate: ${written} of ${files.length} files changed in ${show(outDir)}\n`);
  return 0;
}

/** The rules module (--rules, else package.json "nuwax-contract".rules of the user's folder) and the output directory it imports. */
function lintOptionsOf(ctx: Ctx, args: Args, contractPath: string): { rules?: string; out: string } {
  const out =
    typeof args.out === "string"
      ? fromUser(ctx, args.out)
      : join(dirname(dirname(contractPath)), "generated");
  if (typeof args.rules === "string") return { rules: fromUser(ctx, args.rules), out };
  let configured: unknown;
  try {
    configured = (
      JSON.parse(readFileSync(join(ctx.userCwd, "package.json"), "utf8")) as {
        "nuwax-contract"?: { rules?: unknown };
      }
    )["nuwax-contract"]?.rules;
  } catch {
    configured = undefined; // no package.json: no rules module
  }
  return typeof configured === "string" ? { rules: fromUser(ctx, configured), out } : { out };
}

/** Every file under `dir`, as `/`-separated paths relative to it (the names generate() gives), skipping caches (`__pycache__`, dot folders). */
function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name === "__pycache__" || entry.name.startsWith(".") ? [] : listFiles(dir, name);
    return entry.isFile() ? [name] : [];
  });
}

async function runLint(ctx: Ctx, args: Args): Promise<number> {
  const contractPath = contractPathOf(ctx, args);
  let findings;
  try {
    findings = await (
      await import("./lint.js")
    ).lintContract(contractPath, lintOptionsOf(ctx, args, contractPath));
  } catch (error) {
    fail((error as Error).message);
  }
  for (const finding of findings) ctx.out(`${formatFinding(finding)}\n`);
  const errors = findings.filter((f) => f.severity === "error").length;
  const warnings = findings.length - errors;
  ctx.err(
    `lint: ${relative(ctx.userCwd, contractPath) || contractPath}: ${errors} error(s), ${warnings} warning(s)\n`,
  );
  return errors ? 1 : 0;
}

async function runDiff(ctx: Ctx, args: Args): Promise<number> {
  if (typeof args.base !== "string") fail("diff needs --base REF|FILE\n\n" + HELP);
  const contractPath = contractPathOf(ctx, args);
  const format = (args.format ?? "text") as string;
  if (!["text", "markdown", "json", "github"].includes(format))
    fail(`--format must be text, markdown, json or github, got "${format}"`);
  const failOn = (args["fail-on"] ?? "breaking") as string;
  if (!["breaking", "dangerous", "none"].includes(failOn))
    fail(`--fail-on must be breaking, dangerous or none, got "${failOn}"`);
  const base = readContractSpec(ctx, args.base, contractPath, "--base");
  const head =
    typeof args.head === "string"
      ? readContractSpec(ctx, args.head, contractPath, "--head")
      : readContractSpec(ctx, contractPath, contractPath, "--contract");
  let result;
  try {
    result = diffContracts(base.schema, head.schema);
  } catch (error) {
    fail((error as Error).message);
  }
  const file = relative(execGitTop(contractPath) ?? ctx.userCwd, contractPath);
  ctx.out(
    `${formatDiff(result, format as "text", { file, headText: head.text, base: args.base, head: typeof args.head === "string" ? args.head : "working tree" })}\n`,
  );
  return failsOn(result, failOn as Severity | "none") ? 1 : 0;
}

/** The top of the git work tree holding the contract; throws (with git's stderr) outside one. */
function gitTopLevel(contractPath: string): string {
  return execFileSync("git", ["-C", dirname(contractPath), "rev-parse", "--show-toplevel"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

function execGitTop(contractPath: string): string | undefined {
  try {
    return gitTopLevel(contractPath);
  } catch {
    return undefined;
  }
}

async function runDocs(ctx: Ctx, args: Args): Promise<number> {
  const contractPath = contractPathOf(ctx, args);
  let files;
  try {
    const contract = loadContract(contractPath, relative(dirname(dirname(contractPath)), contractPath));
    // CONTRACT.md alone: the other files (types, validators, SDKs) are not printed, so not generated.
    files = await (
      await generator()
    ).generate(contract, { only: ["CONTRACT.md"], cacheDir: ctx.env.NUWAX_CONTRACT_CACHE_DIR });
  } catch (error) {
    if (error instanceof ContractError) {
      ctx.err(`docs: ${error.message}\n`);
      return 2;
    }
    fail((error as Error).message);
  }
  let doc = files.find((f) => f.name === "CONTRACT.md")!.content;
  if (typeof args.base === "string") {
    const base = readContractSpec(ctx, args.base, contractPath, "--base");
    const head = readContractSpec(ctx, contractPath, contractPath, "--contract");
    const changelog = formatDiff(diffContracts(base.schema, head.schema), "markdown", {
      base: args.base,
      head: "this version",
    });
    doc = `${doc.trimEnd()}\n\n## Changelog since ${args.base}\n\n${changelog.replace(/^## Contract changes: /, "Summary: ")}\n`;
  }
  if (typeof args.out === "string") {
    writeFileSync(fromUser(ctx, args.out), doc);
    ctx.err(`docs: wrote ${args.out}\n`);
  } else ctx.out(doc);
  return 0;
}

async function main(ctx: Ctx, argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "-h" || command === "--help" || command === "help") {
    ctx.out(HELP);
    return command ? 0 : 2;
  }
  const options = {
    contract: { type: "string" },
    out: { type: "string" },
    rules: { type: "string" },
    check: { type: "boolean" },
    base: { type: "string" },
    head: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" },
    help: { type: "boolean", short: "h" },
  } as const;
  let args: Args;
  try {
    args = parseArgs({ args: rest, options, strict: true, allowPositionals: false }).values as Args;
  } catch (error) {
    fail(`${(error as Error).message}\n\n${HELP}`);
  }
  if (args.help) {
    ctx.out(HELP);
    return 0;
  }
  switch (command) {
    case "generate":
      return runGenerate(ctx, args);
    case "lint":
      return runLint(ctx, args);
    case "diff":
      return runDiff(ctx, args);
    case "docs":
      return runDocs(ctx, args);
    default:
      fail(`unknown command "${command}"\n\n${HELP}`);
  }
}

/**
 * Runs `nuwax-contract <argv…>` (the arguments after the command name, e.g. ["lint", "--contract", "x.json"])
 * with `io`'s directory, environment and streams; resolves with the exit code (0 ok, 1 findings over the
 * threshold or stale files, 2 bad usage, an unreadable contract or an internal error) and never rejects.
 * An error of ours, not of the input, is one line on stderr, with the stack when NUWAX_CONTRACT_DEBUG is set.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const ctx: Ctx = { userCwd: userCwdOf(io), env: io.env, out: io.stdout, err: io.stderr };
  try {
    return await main(ctx, [...argv]);
  } catch (error) {
    if (error instanceof CliExit) {
      ctx.err(`nuwax-contract: ${error.message}\n`);
      return error.code;
    }
    const debug = Boolean(io.env.NUWAX_CONTRACT_DEBUG);
    const detail = debug
      ? ((error as Error).stack ?? String(error))
      : error instanceof RangeError
        ? `${error.message} (the contract is nested too deeply?)`
        : ((error as Error).message ?? String(error));
    ctx.err(
      `nuwax-contract: internal error: ${detail}${debug ? "" : " (NUWAX_CONTRACT_DEBUG=1 prints the stack)"}\n`,
    );
    return 2;
  }
}
