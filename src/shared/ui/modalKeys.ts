// The keys of a modal box (a dialog, the phone's filter sheet): Escape closes it; Tab and Shift+Tab go round its
// controls, from its heading too, and never reach the page behind it.
import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex="0"]';

export function modalKeys(
  event: KeyboardEvent<HTMLElement>,
  box: HTMLElement | null,
  heading: HTMLElement | null,
  onClose: () => void,
): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !box) return;
  const controls = Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === heading)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
