// Keyboard focus and scrolling. Focus that moves by keyboard (the shortcuts, Tab, arrows) scrolls
// the focused element into the middle half of the space between the sticky header and the fixed
// footer; focus that follows a pointer never scrolls the page.

export const reduceMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Keeps `el` in the middle half of the space between `.top` and `.bottom`; an element taller than
 * half that space is pinned 16 px below the header. Smooth unless the user prefers reduced motion.
 */
export function scrollIntoMiddle(el: Element) {
  const header = document.querySelector(".top")?.getBoundingClientRect().bottom ?? 0;
  const footer = document.querySelector(".bottom")?.getBoundingClientRect().top ?? window.innerHeight;
  const space = footer - header;
  const rect = el.getBoundingClientRect();
  const low = header + space / 4;
  const high = footer - space / 4;
  let delta = 0;
  if (rect.height > space / 2) delta = rect.top - (header + 16);
  else if (rect.top < low) delta = rect.top - low;
  else if (rect.bottom > high) delta = rect.bottom - high;
  if (Math.abs(delta) > 1) window.scrollBy({ top: delta, behavior: reduceMotion() ? "auto" : "smooth" });
}

let lastInput: "keyboard" | "pointer" = "pointer";

/** One scroll per focus change, only for keyboard focus. Call once at start-up. */
export function installFocusScrolling() {
  document.addEventListener("keydown", () => (lastInput = "keyboard"), true);
  document.addEventListener("pointerdown", () => (lastInput = "pointer"), true);
  document.addEventListener("focusin", (event) => {
    if (lastInput === "keyboard" && event.target instanceof Element) scrollIntoMiddle(event.target.closest(".option-wrap") ?? event.target);
  });
}

/** Focuses `el` as keyboard focus (scrolled into the middle half, see above). */
export function focusByKeyboard(el: HTMLElement | null | undefined) {
  if (!el) return;
  if (document.activeElement === el) return scrollIntoMiddle(el.closest(".option-wrap") ?? el); // no focusin when already focused
  lastInput = "keyboard";
  el.focus({ preventScroll: true });
}

let pendingFocus: string | null = null;

/**
 * Focuses the element matching `selector` now if it exists, and again right after the render that
 * follows (every screen calls applyPendingFocus() from a layout effect). Preact renders in a
 * microtask, so a task later the request is dropped: a late focus would steal a Tab that came after.
 */
export function focusAfterRender(selector: string) {
  pendingFocus = selector;
  focusByKeyboard(document.querySelector(selector) as HTMLElement | null);
  setTimeout(() => {
    if (pendingFocus === selector) pendingFocus = null;
  }, 0);
}

export function applyPendingFocus() {
  if (!pendingFocus) return;
  const el = document.querySelector(pendingFocus) as HTMLElement | null;
  if (!el) return;
  pendingFocus = null;
  if (document.activeElement !== el) focusByKeyboard(el);
}
