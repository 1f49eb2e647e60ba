import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./tests/helpers/sequencer.js";

/**
 * The unit project: test files that import the code and call it, with no process, port, browser or
 * build output (`npm run test:unit`, the loop to run on every save). Every other test file is in the
 * system project, so a new file that starts a server gets the system setup (the build) by default.
 */
const UNIT = [
  "tests/answer-store.test.ts",
  "tests/ask-question-form-text.test.ts",
  "tests/ask-user-rich-markdown.test.ts",
  "tests/builder.test.ts",
  "tests/ccweb-selection.test.ts",
  "tests/conformance.test.ts",
  "tests/diff-texts.test.ts",
  "tests/test-order.test.ts",
  "tests/test-helpers.test.ts",
  "tests/dockpanel.test.ts",
  "tests/dockpanel-newest.test.ts",
  "tests/dockpanel-newest-utils.test.ts",
  "tests/form-data.test.ts",
  "tests/formatter.test.ts",
  "tests/message-templates.test.ts",
  "tests/page-strings.test.ts",
  "tests/pattern.test.ts",
  "tests/readme.test.ts",
  "tests/tool-output-schema.test.ts",
  "tests/ui-strings.test.ts",
  "tests/upgrade.test.ts",
  "tests/uploads.test.ts",
  "tests/validators-fast.test.ts",
];

export default defineConfig({
  test: {
    // Server and package tests spawn processes; two workers match the 2-core CI machine.
    maxWorkers: 2,
    // The longest files start first (tests/helpers/durations.json), so none is left to run alone at the end.
    sequence: { sequencer: LongestFirstSequencer },
    // Property tests run thousands of cases: a budget no loaded machine reaches, not a speed target
    // (those live in `npm run bench`).
    testTimeout: 60_000,
    // expect.poll waits for a page or a server: 1 s (vitest's default) is a speed assumption a loaded
    // 2-core machine breaks (a submitted answer reaching the test host took longer under full-suite load).
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        // One module graph per worker for every unit file (isolate: false): the files import the same
        // kit and generated tables, and none changes global state it does not restore, so loading them
        // once per worker instead of once per file halves the project's time.
        test: { name: "unit", include: UNIT, isolate: false },
      },
      {
        extends: true,
        test: {
          name: "system",
          include: ["tests/**/*.test.ts"],
          exclude: UNIT,
          // Builds dist/ (library, page, app, bins) when a source is newer (tests/global-setup.ts).
          globalSetup: ["tests/global-setup.ts"],
          // One module graph per worker here too: each file imported playwright-core, the MCP SDK and the
          // kit afresh (about 45 s of the suite's import time summed). A file closes what it starts in
          // afterAll and restores the one environment variable it sets (tests/generator.test.ts).
          isolate: false,
          // A system case drives processes and Chromium on a shared machine: 60 s each, and the long
          // ones (npm pack, the contract workflow, the fuzz runs) state their own budget.
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
