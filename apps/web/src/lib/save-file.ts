/** Hands a file to the browser's download, as a link to it clicked would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the URL can then go.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
