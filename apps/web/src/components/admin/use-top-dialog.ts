import { useEffect, useState } from 'react';

const topDialog = () => {
  const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  return open.length > 0 ? open[open.length - 1] : null;
};

/**
 * The last open <dialog>, or null. A modal dialog sits in the browser's top layer and makes the rest of
 * the page inert, so anything that must stay visible and announced above it (toasts) renders inside it.
 */
export function useTopDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setDialog(topDialog());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return dialog;
}
