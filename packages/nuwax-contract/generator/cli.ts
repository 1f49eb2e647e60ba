/**
 * `nuwax-contract` (also `npm run contract -- …`; `npm run generate` is `nuwax-contract generate`):
 * runs the command its arguments name (commands.ts `runCli`) in this process's directory and
 * environment, on its stdout and stderr, and exits with the command's code (packages/nuwax-contract/README.md).
 */
import { runCli } from "./commands.js";

// process.stdout and stderr write synchronously to files and pipes on POSIX: exiting at once loses nothing.
const code = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exit(code);
