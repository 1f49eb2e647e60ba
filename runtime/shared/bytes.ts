// Byte counts as the form pages show them (a file field's limit, a refused answer's size): browser-safe,
// shared by the nuwax_ask_question form and the ask_user_rich interview.

/** A byte count for a hint, e.g. 10485760 → "10 MB", 1536 → "1.5 KB", 24159191 → "23 MB" (binary multiples, as file pickers show them). */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  // One decimal, none when it is 0: 23.04 MB → "23 MB", not "23.0 MB".
  return `${value.toFixed(1).replace(/\.0$/, "")} ${units[unit]}`;
}
