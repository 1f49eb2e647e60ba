/** Command-line handling shared by the server bins that take no options besides --help and --version. */
import { packageInfo } from "./package-info.js";

/**
 * Prints `help` (--help, -h) or the package version (--version, -v) on stdout and exits 0; exits 2
 * with the help on stderr for any other argument. Returns when there are no arguments.
 */
export function handleHelpAndVersion(name: string, help: string, argv = process.argv.slice(2)): void {
  const arg = argv[0];
  if (arg === undefined) return;
  if (arg === "--help" || arg === "-h") {
    process.stdout.write(help);
    process.exit(0);
  }
  if (arg === "--version" || arg === "-v") {
    process.stdout.write(`${packageInfo().version}\n`);
    process.exit(0);
  }
  process.stderr.write(`${name}: unknown argument "${arg}"\n\n${help}`);
  process.exit(2);
}

/**
 * Like handleHelpAndVersion, for a bin that also takes value options: `--name value` and
 * `--name=value` for each name in `valueOptions` (e.g. ["--delivery"]). Returns the values given,
 * keyed by option name (the last one wins). --help / --version exit 0 as above; an unknown
 * argument, or an option without its value, exits 2 with the problem and the help on stderr.
 */
export function parseServerArgs(name: string, help: string, valueOptions: readonly string[], argv = process.argv.slice(2)): Record<string, string> {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf("=");
    const option = eq > 0 ? arg.slice(0, eq) : arg;
    if (valueOptions.includes(option)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) {
        process.stderr.write(`${name}: ${option} needs a value\n\n${help}`);
        process.exit(2);
      }
      values[option] = value;
      continue;
    }
    handleHelpAndVersion(name, help, [arg]);
  }
  return values;
}
