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
