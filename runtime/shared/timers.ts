/**
 * Longest delay Node's setTimeout/setInterval honour, in milliseconds (2^31-1, about 24.8 days):
 * a longer delay is replaced by 1 ms, so a timer over it fires at once (Node "Timers" docs,
 * setTimeout: "When delay is larger than 2147483647 ... the delay will be set to 1").
 * Every timer built from a caller's number (timeoutMs, progress intervals) is clamped to it.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;
