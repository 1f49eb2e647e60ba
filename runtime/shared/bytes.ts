// Byte counts for people: browser-safe, one function for the form pages (a file field's limit, a refused
// answer's size: the nuwax_ask_question form and the ask_user_rich interview) and the servers' messages.

/** Unit names per style: `short` as file pickers show them ("MB"), `iec` as the servers' English messages do ("MiB"). */
const UNITS = { short: ["B", "KB", "MB", "GB"], iec: ["bytes", "KiB", "MiB", "GiB"] } as const;

/**
 * A byte count, in binary multiples (1 KB = 1024 bytes) with one decimal, none when it is 0.
 * `short` (the pages): 10485760 → "10 MB", 1536 → "1.5 KB", 24159191 → "23 MB".
 * `iec` (server messages, result-size.ts): 5452595 → "5.2 MiB", 9437184 → "9 MiB", 2048 → "2 KiB", 512 → "512 bytes".
 */
export function formatBytes(bytes: number, style: keyof typeof UNITS = "short"): string {
  const units = UNITS[style];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  // One decimal, none when it is 0: 23.04 MB → "23 MB", not "23.0 MB".
  return `${value.toFixed(1).replace(/\.0$/, "")} ${units[unit]}`;
}
