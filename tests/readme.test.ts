// The README (a short front door) and the manual in docs/: the examples run as written with the outputs
// they document, every link and anchor resolves, every path, script and environment variable they name
// exists, and the pages stay readable (README ≤ 200 lines, short table cells, a CHANGELOG of short items).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { buildMcpAskRawInput, checkMcpAskFormData } from "../runtime/contract/builder.js";
import {
  buildMcpAskResumeTextDisplay,
  formatMcpAskResumeMessage,
  isMcpAskResumeMessage,
  parseMcpAskResumeDisplayContent,
} from "../runtime/contract/formatter.js";
import { CONSTANTS } from "../generated/types.js";
import { repoRoot } from "./helpers/temp.js";

const read = (path: string): string => readFileSync(join(repoRoot, path), "utf8");
const readme = read("README.md");
const docPages = readdirSync(join(repoRoot, "docs"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => `docs/${f}`)
  .sort();
/** Every hand-written page a reader of the repository or of the package opens. */
const pages = ["README.md", "CHANGELOG.md", ...docPages];
const sdks = read("docs/sdks.md");
const pkg = JSON.parse(read("package.json")) as { version: string; scripts: Record<string, string> };
/** The repository on GitHub: links to sources the package does not ship point here (tests/pack.test.ts). */
const REPO_URL = "https://github.com/nuwax-ai/nuwax-ask-question-mcp";

/** The page without fenced code blocks and inline code spans (whose brackets are not links). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "``");
}

/** Markdown links `[text](target)` outside code, in page order. */
function links(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

/** GitHub's heading anchors of a page: lower case, punctuation dropped, spaces as '-', repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6} (.+)$/gm)) {
    const text = m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The cells of every markdown table row of a page. */
function tableCells(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[\s|:-]+\|$/.test(line))
    .flatMap((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, "")
        .split(/(?<!\\) \| /)
        .map((cell) => cell.trim()),
    );
}

describe("README and docs/: examples", () => {
  it("builder and formatter examples of docs/sdks.md produce the documented output", () => {
    const rawInput = buildMcpAskRawInput({
      requestId: "ask_001",
      sessionId: "sess_001",
      title: "请确认继续方式",
      fields: [
        {
          name: "choice",
          type: "radio",
          label: "选项",
          required: true,
          options: [
            { value: "test", label: "先跑测试" },
            { value: "deploy", label: "直接部署" },
          ],
        },
        { name: "count", type: "number", label: "并发数", minimum: 1, maximum: 10 },
        { name: "remark", type: "textarea", label: "备注" },
      ],
    });
    expect(rawInput.ui.fields[1]!.type).toBe("integer");
    expect(sdks).toContain('{ name: "count", type: "number", label: "并发数", minimum: 1, maximum: 10 }, // → type "integer"');
    const submitted = formatMcpAskResumeMessage(rawInput, { action: "submit", formData: { choice: "test", count: 2 } });
    expect(sdks).toContain(`// ${submitted.replace(/\n/g, "\\n")}`);
    const cancelled = formatMcpAskResumeMessage(rawInput, { action: "cancel" });
    expect(sdks).toContain(`// ${cancelled}`);
    expect(isMcpAskResumeMessage(cancelled, rawInput)).toBe(true);
    expect(sdks).toContain(`isMcpAskResumeMessage("${cancelled}", rawInput); // true`);
    const problems = checkMcpAskFormData(rawInput, { choice: "test", count: 20 });
    const shown = `[${problems
      .map(
        (p) =>
          `{ ${Object.entries(p)
            .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
            .join(", ")} }`,
      )
      .join(", ")}]`;
    expect(sdks).toContain(`// ${shown}`);
  });

  it("the chat-bubble display example of docs/sdks.md produces the documented output", () => {
    const text = "我已填写「提交截图」，表单内容如下：\n截图：https://cdn.example.com/a.png";
    const asJs = (value: unknown): string =>
      Array.isArray(value)
        ? `[${value.map(asJs).join(", ")}]`
        : typeof value === "object" && value !== null
          ? `{ ${Object.entries(value)
              .map(([k, v]) => `${k}: ${asJs(v)}`)
              .join(", ")} }`
          : JSON.stringify(value);
    expect(sdks).toContain(`parseMcpAskResumeDisplayContent(${JSON.stringify(text)});\n// ${asJs(parseMcpAskResumeDisplayContent(text))}`);
    expect(sdks).toContain(`buildMcpAskResumeTextDisplay(${JSON.stringify(text)}); // ${buildMcpAskResumeTextDisplay(text).replace(/\n/g, "\\n")}`);
  });

  it("the README names the setup and test commands that package.json and .ci/run use", () => {
    expect(readme).toContain("npm ci && npm run demo");
    expect(readme).toContain("npm test ");
    expect(readme).toContain("npm run test:unit");
    expect(pkg.scripts.demo).toBe("tsx examples/demo.ts");
    expect(pkg.scripts["test:unit"]).toBe("vitest run --project unit");
    expect(read(".ci/run")).toContain("npm test -- ");
  });
});

describe("README and docs/: a front door and a manual", () => {
  it("the README is at most 200 lines and links every docs/ page, and every docs/ page links back somewhere", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(200);
    const fromReadme = new Set(links(readme).map((l) => l.split("#")[0]));
    expect(docPages.filter((page) => !fromReadme.has(page))).toEqual([]);
    expect(docPages.length).toBeGreaterThanOrEqual(10);
    for (const page of docPages) expect(links(read(page)).length, page).toBeGreaterThan(0);
  });

  it("every relative link of README.md, CHANGELOG.md and docs/*.md resolves to a file in the repository, and its #anchor to a heading", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const link of links(read(page))) {
        if (/^[a-z][a-z+.-]*:/i.test(link)) continue;
        checked++;
        const [path, fragment] = link.split("#") as [string, string | undefined];
        const target = path === "" ? page : normalize(join(dirname(page), path));
        if (target.startsWith("..") || !existsSync(join(repoRoot, target))) {
          broken.push(`${page}: ${link} (no file ${target})`);
          continue;
        }
        if (fragment !== undefined && target.endsWith(".md") && !anchors(read(target)).has(fragment))
          broken.push(`${page}: ${link} (no heading #${fragment} in ${target})`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it("every link to this repository on GitHub names a file or folder of the repository", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const link of links(read(page))) {
        if (!link.startsWith(`${REPO_URL}/`)) continue;
        const m = /^\/(blob|tree)\/main\/([^#]+)(?:#.*)?$/.exec(link.slice(REPO_URL.length));
        checked++;
        if (!m) {
          broken.push(`${page}: ${link} (not a blob/main or tree/main link)`);
          continue;
        }
        const target = join(repoRoot, m[2]!);
        if (!existsSync(target) || statSync(target).isDirectory() !== (m[1] === "tree")) broken.push(`${page}: ${link}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it("every repository path named in code spans exists (placeholders like <name> and … name their folder)", () => {
    const roots = /^(runtime|tests|packages|generated|contract|conformance|examples|bench|docs|\.ci|\.github)\//;
    const missing: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const m of read(page)
        .replace(/^```[\s\S]*?^```/gm, "")
        .matchAll(/`([^`\s]+)`/g)) {
        const named = m[1]!.replace(/[.,:;)]+$/, "");
        if (!roots.test(named)) continue;
        // A placeholder, a glob or an elision stands for files of the folder before it.
        const path = named.replace(/[<*…{].*$/, "");
        checked++;
        if (!existsSync(join(repoRoot, path))) missing.push(`${page}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it("every `npm run` script the pages name is in package.json", () => {
    const named = new Set(pages.flatMap((page) => [...read(page).matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]!)));
    expect([...named].filter((script) => !(script in pkg.scripts))).toEqual([]);
    expect([...named]).toEqual(expect.arrayContaining(["demo", "test:unit", "test:system", "generate", "conformance", "contract", "build", "bench", "fuzz"]));
  });

  it("the pages name exactly the environment variables the servers, the demo and the CLI read", () => {
    const PREFIX = "(?:NUWAX_ASK|ASK_USER_RICH|CC_WEB|CCWEB|NUWAX_CONTRACT|NUWAX_DEMO)_[A-Z_]+";
    const sources = (dir: string): string[] =>
      readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
        return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
      });
    const read_ = new Set(
      ["runtime", "packages/nuwax-contract/generator", "examples"]
        .flatMap(sources)
        .flatMap((file) => [...read(file).matchAll(new RegExp(`(?:env\\.(${PREFIX})\\b|"(${PREFIX})")`, "g"))].map((m) => m[1] ?? m[2]!)),
    );
    const documented = new Set(
      pages.filter((p) => p !== "CHANGELOG.md").flatMap((page) => [...read(page).matchAll(new RegExp(`\\b${PREFIX}\\b`, "g"))].map((m) => m[0])),
    );
    expect([...read_].filter((name) => !documented.has(name)).sort()).toEqual([]);
    expect([...documented].filter((name) => !read_.has(name)).sort()).toEqual([]);
    expect(read_.size).toBeGreaterThanOrEqual(20);
  });

  it("docs/sdks.md's subpath table names every subpath package.json exports", () => {
    const exports = Object.keys((JSON.parse(read("package.json")) as { exports: Record<string, unknown> }).exports).filter(
      (k) => k !== "." && k !== "./package.json",
    );
    const table = sdks.slice(sdks.indexOf("| subpath |"), sdks.indexOf("\n\n", sdks.indexOf("| subpath |")));
    const named = new Set([...table.matchAll(/`(?:nuwax-ask-question-mcp)?(\/[\w./-]+)`/g)].map((m) => `.${m[1]}`));
    expect(exports.filter((subpath) => !named.has(subpath))).toEqual([]);
    expect(exports.length).toBeGreaterThanOrEqual(15);
  });

  it("names every delivery mode the contract has, in the docs' table and the README's hosts table", () => {
    const page = read("docs/nuwax-ask-question.md");
    for (const mode of CONSTANTS.deliveryModes) expect(page, mode).toMatch(new RegExp(`^\\| \`${mode}\``, "m"));
    const hostModes = new Set([...readme.matchAll(/^\| [^|]+ \| [^|]+ \| (.+) \|$/gm)].flatMap((m) => [...m[1]!.matchAll(/`([a-z]+)`/g)].map((x) => x[1]!)));
    expect([...hostModes].sort()).toEqual([...CONSTANTS.deliveryModes].sort());
  });

  it("keeps table cells short: at most 400 characters, 150 in the reliability index", () => {
    const long = pages.flatMap((page) =>
      tableCells(read(page))
        .filter((cell) => cell.length > 400)
        .map((cell) => `${page}: ${cell.slice(0, 60)}… (${cell.length})`),
    );
    expect(long).toEqual([]);
    const index = tableCells(read("docs/reliability-and-security.md"));
    expect(index.length).toBeGreaterThan(40);
    expect(Math.max(...index.map((cell) => cell.length))).toBeLessThanOrEqual(150);
  });

  it("the CHANGELOG is grouped by version, names no issue a reader cannot open, and keeps each item to a line or two", () => {
    const changelog = read("CHANGELOG.md");
    const versions = [...changelog.matchAll(/^## (\d+\.\d+\.\d+)\b/gm)].map((m) => m[1]!);
    expect(versions).toContain(pkg.version);
    expect(changelog.match(/^## .*$/gm)!.every((h) => /^## \d+\.\d+\.\d+\b/.test(h))).toBe(true);
    expect(changelog.match(/^### .*$/gm)!.every((h) => /^### (Changed|Changed \(check your code\)|Added|Fixed|Deprecated|Removed|Security)$/.test(h))).toBe(
      true,
    );
    expect(changelog).not.toMatch(/\bissues? #?\d|#\d+\b/i);
    const items = changelog.split(/\n(?=- |\S)/).filter((block) => block.startsWith("- "));
    expect(items.length).toBeGreaterThan(80);
    expect(items.filter((item) => item.trimEnd().split("\n").length > 2).map((item) => item.slice(0, 60))).toEqual([]);
  });

  it("docs/ holds the pages the README promises, each with one title", () => {
    for (const page of [
      "hosts",
      "nuwax-ask-question",
      "ccweb",
      "ask-user-rich",
      "sdks",
      "dockpanel",
      "contract",
      "architecture",
      "reliability-and-security",
      "development",
      "benchmarks",
    ]) {
      expect(docPages, page).toContain(`docs/${page}.md`);
    }
    for (const page of docPages)
      expect(
        read(page)
          .replace(/^```[\s\S]*?^```/gm, "")
          .match(/^# /gm),
        page,
      ).toHaveLength(1);
  });
});
