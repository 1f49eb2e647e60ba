// On a delivery page, whether its question is still open: the call may be cancelled or time out, or
// its server stop, while the page is on screen.
import { useEffect, useState } from "preact/hooks";
import { bootstrap } from "./transport";

/** How often the delivery page asks its server whether the question is still open, in milliseconds. */
const STATUS_POLL_MS = 2000;

/**
 * On a delivery page, whether its question was withdrawn (the call was cancelled or timed out, or
 * the server stopped): polls bootstrap.statusPath every STATUS_POLL_MS until it answers 404 or twice
 * in a row not at all; stops while `paused` (an answer is sent or on its way). `set()` records what a
 * refused send found out.
 */
export function useWithdrawn(paused: boolean): { value: boolean; set: () => void } {
  const [value, setValue] = useState(false);
  const statusPath = bootstrap?.statusPath;
  useEffect(() => {
    if (!statusPath || paused || value) return;
    let failures = 0;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(statusPath, { cache: "no-store" });
        failures = response.status === 404 ? 2 : 0;
      } catch {
        failures += 1;
      }
      if (failures >= 2 && !stopped) setValue(true);
    };
    const timer = setInterval(() => void poll(), STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [statusPath, paused, value]);
  return { value, set: () => setValue(true) };
}
