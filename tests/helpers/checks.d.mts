/** One static check of `npm test` (tests/helpers/checks.mjs). */
export interface Check {
  /** What its result line and a failure call it. */
  name: string;
  /** The name on the command line that selects it (`node tests/helpers/checks.mjs tsc`). */
  group: string;
  /** The node script it runs and that script's arguments. */
  args: string[];
}

/** Every check, the longest first. */
export declare const CHECKS: readonly Check[];

/** Runs `checks` at most `slots` at a time; resolves with the checks that failed (tests/helpers/checks.mjs). */
export declare function runChecks(checks: readonly Check[], slots: number): Promise<Check[]>;
