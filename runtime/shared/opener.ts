/**
 * Opening the form in a browser (docs/ask-user-rich.md "Delivery and opening the browser"). openerPlan() is a pure
 * function from the platform facts to the commands to try in order (plus why others were
 * skipped); runOpeners() tries them and stops at the first that exits 0; openerFacts() reads the facts
 * from this machine. The URL is always an argument, never part of a shell string. Used by ask_user_rich
 * and by nuwax_ask_question's delivery browser (docs/nuwax-ask-question.md "Delivery modes").
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";

export interface OpenerFacts {
  platform: NodeJS.Platform;
  /** ASK_USER_RICH_OPEN_CMD: a command run with the URL as its only argument. */
  openCmd?: string;
  /** Running under WSL (kernel release mentions microsoft). */
  wsl: boolean;
  /** WSL interop enabled (/proc/sys/fs/binfmt_misc/WSLInterop exists). */
  wslInterop: boolean;
  /** Whether a command exists on PATH. */
  has: (command: string) => boolean;
  /** DISPLAY or WAYLAND_DISPLAY is set. */
  gui: boolean;
  /** What `xdg-mime query default x-scheme-handler/https` names ("" when none). */
  httpsHandler: string;
}

export interface OpenerStep {
  command: string;
  args: string[];
  cwd?: string;
}

export interface OpenerPlan {
  steps: OpenerStep[];
  /** Why nothing (or not everything) could be tried, for the awaiting result's reason. */
  notes: string[];
}

/** Characters cmd.exe would reinterpret even inside an argument. */
const CMD_UNSAFE = /[&|<>^%"!()]/;

/** The commands to try for `url`, in order (see the table tests, "opener plan (pure)" in tests/ask-user-rich.test.ts). */
export function openerPlan(url: string, facts: OpenerFacts): OpenerPlan {
  if (facts.openCmd) return { steps: [{ command: facts.openCmd, args: [url] }], notes: [] };
  if (facts.platform === "darwin") return { steps: [{ command: "open", args: [url] }], notes: [] };
  if (facts.platform === "win32") return { steps: [{ command: "cmd", args: ["/c", "start", '""', url] }], notes: [] };
  const notes: string[] = [];
  if (facts.wsl && facts.wslInterop) {
    const steps: OpenerStep[] = [];
    for (const [command, args, cwd] of [
      ["wslview", [url], undefined],
      ["explorer.exe", [url], undefined],
      ["cmd.exe", ["/c", "start", '""', url], "/mnt/c"],
      ["powershell.exe", ["-NoProfile", "-Command", "Start-Process", url], "/mnt/c"],
    ] as const) {
      if (!facts.has(command)) {
        notes.push(`${command} is not installed`);
        continue;
      }
      if (command === "cmd.exe" && CMD_UNSAFE.test(url)) {
        notes.push("cmd.exe skipped: the URL has characters it would reinterpret");
        continue;
      }
      steps.push({ command, args: [...args], ...(cwd ? { cwd } : {}) });
    }
    return { steps, notes };
  }
  if (facts.wsl)
    notes.push("WSL interop is disabled (no /proc/sys/fs/binfmt_misc/WSLInterop), so Windows openers (explorer.exe, cmd.exe, powershell.exe) cannot run");
  const xdgOk = facts.has("xdg-open");
  if (!xdgOk) notes.push("xdg-open is not installed");
  if (facts.wsl) {
    if (!facts.gui) notes.push("no Linux GUI (DISPLAY and WAYLAND_DISPLAY are unset)");
    if (!facts.has("xdg-mime")) notes.push("xdg-mime is not installed");
    else if (!facts.httpsHandler || /wslview/i.test(facts.httpsHandler)) notes.push(`xdg-mime names no real https handler (${facts.httpsHandler || "none"})`);
    const usable = xdgOk && facts.gui && facts.has("xdg-mime") && facts.httpsHandler !== "" && !/wslview/i.test(facts.httpsHandler);
    if (!usable) notes.push("re-enable interop (see the README's WSL note) or open the URL by hand");
    return { steps: usable ? [{ command: "xdg-open", args: [url] }] : [], notes };
  }
  return { steps: xdgOk ? [{ command: "xdg-open", args: [url] }] : [], notes };
}

/**
 * Tries each step until one works: exits with code 0, or is still running after `settleMs` (a
 * browser started in the foreground; it is left running, detached). Returns the command that
 * worked, or undefined plus every failure in `tried`.
 */
export async function runOpeners(plan: OpenerPlan, settleMs = 3_000): Promise<{ opened?: string; tried: string[] }> {
  const tried: string[] = [];
  for (const step of plan.steps) {
    const outcome = await new Promise<string>((resolve) => {
      let settled = false;
      const finish = (result: string) => {
        if (!settled) {
          settled = true;
          clearTimeout(timer);
          resolve(result);
        }
      };
      const child = spawn(step.command, step.args, { cwd: step.cwd, stdio: "ignore", detached: true });
      const timer = setTimeout(() => {
        child.unref(); // never kill what may be the user's browser
        finish("ok");
      }, settleMs);
      child.on("error", (error) => finish(error.message));
      child.on("exit", (code) => finish(code === 0 ? "ok" : `exited with code ${code}`));
    });
    if (outcome === "ok") return { opened: step.command, tried };
    tried.push(`${step.command}: ${outcome}`);
  }
  return { tried };
}

/**
 * The platform facts the opener plan needs, read from this machine (PATH, /proc/version, the WSL
 * interop file, DISPLAY / WAYLAND_DISPLAY, `xdg-mime query default x-scheme-handler/https` with a
 * 3000 millisecond limit). `openCmd`: a command to run with the URL instead (ASK_USER_RICH_OPEN_CMD,
 * NUWAX_ASK_OPEN_CMD). Never throws.
 */
export function openerFacts(openCmd?: string): OpenerFacts {
  const has = (command: string) => (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
  let wsl = false;
  try {
    wsl = /microsoft/i.test(readFileSync("/proc/version", "utf8"));
  } catch {
    wsl = false;
  }
  let httpsHandler = "";
  if (process.platform === "linux" && has("xdg-mime")) {
    try {
      httpsHandler = execFileSync("xdg-mime", ["query", "default", "x-scheme-handler/https"], {
        encoding: "utf8",
        timeout: 3000,
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      httpsHandler = "";
    }
  }
  return {
    platform: process.platform,
    openCmd,
    wsl,
    wslInterop: existsSync("/proc/sys/fs/binfmt_misc/WSLInterop"),
    has,
    gui: Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY),
    httpsHandler,
  };
}
