import { h } from './dom';

export interface DialogContent {
  headline: string;
  body?: (Node | string)[];
  actions?: HTMLElement[];
  closeLabel: string;
  /** Called once, however the dialog closes (close button, Escape, background click). */
  onClose?: () => void;
}

let dialogCount = 0;
const openDialogs = new Set<HTMLDialogElement>();
let pageOverflow: string | undefined;
let resizeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec §9: the page stops scrolling behind a dialog when the dialog's height plus 150 px exceeds the
 * window (the dialog scrolls instead); it scrolls again when no dialog of the widget needs that.
 */
export function updateScrollLock() {
  const root = document.documentElement;
  const lock = [...openDialogs].some((dialog) => dialog.offsetHeight + 150 > innerHeight);
  if (lock && pageOverflow === undefined) {
    pageOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  } else if (!lock && pageOverflow !== undefined) {
    root.style.overflow = pageOverflow;
    pageOverflow = undefined;
  }
}

function onResize() {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(updateScrollLock, 200);
}

/**
 * A modal `<dialog>` opened with showModal(): the browser traps focus, closes it on Escape and puts it
 * in the top layer. A dialog opened from another stacks on it; closing it returns to the one below,
 * and focus goes back to whatever had it before.
 */
export function openDialog(container: HTMLElement, content: DialogContent): HTMLDialogElement {
  const headingId = `atcb-dialog-${++dialogCount}`;
  const previousFocus = (container.getRootNode() as ShadowRoot).activeElement as HTMLElement | null;
  const close = h('button', { type: 'button', class: 'atcb-close', 'aria-label': content.closeLabel }, '×');
  const dialog = h(
    'dialog',
    { class: 'atcb-modal', 'aria-labelledby': headingId, dir: container.dir },
    close,
    h('h2', { id: headingId }, content.headline),
    ...(content.body ?? []),
    content.actions && content.actions.length > 0
      ? h('div', { class: 'atcb-actions' }, ...content.actions)
      : null,
  );
  close.addEventListener('click', () => dialog.close());
  // A click on the dialog element itself, outside its content box, is a click on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    openDialogs.delete(dialog);
    if (openDialogs.size === 0) removeEventListener('resize', onResize);
    updateScrollLock();
    content.onClose?.();
    previousFocus?.focus();
  });
  container.append(dialog);
  dialog.showModal();
  openDialogs.add(dialog);
  addEventListener('resize', onResize);
  updateScrollLock();
  return dialog;
}

export function paragraph(text: string, className?: string): HTMLParagraphElement {
  return h('p', className ? { class: className } : {}, text);
}

/** Clipboard API where allowed; a hidden textarea and execCommand where it is not (in-app browsers). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = h('textarea', { 'aria-hidden': 'true', readonly: true });
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}
