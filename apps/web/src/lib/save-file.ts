/**
 * Hands a Blob to the browser as a download named `fileName` (a temporary object URL, released after).
 * A browser without download links (some in-app browsers) gets the file in a new tab instead, where it can
 * be saved by hand — the fallback for the pass QR of docs/product.md#the-entry-pass. (A data: URL cannot be that fallback: Chromium
 * blocks opening one as a page.)
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  if ('download' in HTMLAnchorElement.prototype) {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } else {
    window.open(url, '_blank', 'noopener');
  }
  // Give the browser time to start the download (or load the new tab) before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
