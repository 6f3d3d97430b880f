/**
 * Hands a fetched file to the browser: a download under its name, or (`open`) a tab showing it.
 * The tab is opened by the caller at the click, before the file is fetched, since a browser blocks
 * windows opened later; without one the file is downloaded instead.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function showBlob(blob: Blob, name: string, tab: Window | null): void {
  if (!tab) return saveBlob(blob, name);
  const url = URL.createObjectURL(blob);
  tab.location.replace(url);
  // the tab keeps what it loaded; the URL is only needed until then
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
