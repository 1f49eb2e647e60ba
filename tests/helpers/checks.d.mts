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

/** Runs `checks` at most `slots` at a time `niceness` steps nicer than this process (default 0); resolves with the checks that failed (tests/helpers/checks.mjs). */
export declare function runChecks(checks: readonly Check[], slots: number, niceness?: number): Promise<Check[]>;

/** Runs `command` ([file, ...args]) while `checks` run at nice 10; resolves with the exit status `npm test` should have. */
export declare function runBeside(checks: readonly Check[], slots: number, command: readonly string[]): Promise<number>;
