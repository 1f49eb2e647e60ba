// The one way the Chromium tests start a browser: Debian's Chromium at /usr/bin/chromium (docs/development.md
// "Tests"; never a downloaded browser) driven by playwright-core, headless, with the features
// that reach the network or write profiles switched off.
import { chromium, type Browser } from "playwright-core";

/** Where the browser tests find Chromium (`apt-get install -y chromium`; .ci/run installs it). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Flags of every test browser: headless without a sandbox (containers), no GPU, no background traffic, no QUIC. */
export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Launches the test browser (close it in afterAll). Rejects with playwright's error when Chromium is missing. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
