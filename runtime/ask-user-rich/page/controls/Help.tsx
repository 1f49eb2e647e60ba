// The keyboard shortcuts dialog (press ?): the table from keyboard.ts. Modal; Esc, ? or a click closes it.
import { useEffect, useRef } from "preact/hooks";
import { KEYS } from "../keyboard";
import { store } from "../store";
import { CloseIcon } from "../../../shared/ui/icons";

export function Help() {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus({ preventScroll: true });
    return () => before?.focus?.({ preventScroll: true });
  }, []);
  return (
    <div class="help" role="dialog" aria-modal="true" aria-label="Keyboard shortcuts" onClick={() => store.set({ help: false })}>
      <div class="help-panel" ref={panel} tabIndex={-1} onClick={(e) => e.stopPropagation()}>
        <div class="help-head">
          <h2>Keyboard shortcuts</h2>
          <button type="button" class="ghost icon-only" aria-label="Close" onClick={() => store.set({ help: false })}>
            <CloseIcon />
          </button>
        </div>
        <dl class="keys">
          {KEYS.map(([keys, action]) => (
            <div class="key-row" key={keys}>
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
