// Removes the scratch directories earlier test runs left in .tmp/ (kept after a run for debugging).
import { rmSync } from "node:fs";
import { join } from "node:path";

export default function setup(): void {
  rmSync(join(import.meta.dirname, "../.tmp"), { recursive: true, force: true });
}
