// A shortcut hint: a subtle key chip beside a control's label, hidden on touch widths (see form.css
// `.kbd-hint`). Decorative for assistive technology: the control carries aria-keyshortcuts instead.
export function Kbd({ children }: { children: string }) {
  return (
    <kbd class="kbd-hint" aria-hidden="true">
      {children}
    </kbd>
  );
}
