/**
 * A dialog hands the keyboard to its first field once it is open, unless the user has already
 * gone into one of its fields (a quick click while it was still opening): taking focus from there
 * would send the rest of their typing into the wrong field.
 */
export function focusFirstField(container: HTMLElement | null): void {
  if (!container) return;
  const active = document.activeElement;
  if (active && container.contains(active) && active.matches('input, textarea')) return;
  container.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
}
