import { vi } from 'vitest';

/** A file handed to the browser's download: the link's name and the Blob behind its object URL. */
export interface Download {
  name: string;
  blob: Blob;
}

/**
 * Captures the files handed to the browser's download (the Blob behind the object URL and the
 * link's name) instead of downloading them.
 */
export function captureDownloads(): Download[] {
  const blobs = new Map<string, Blob>();
  const downloads: Download[] = [];
  let next = 0;
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        const url = `blob:test/${next++}`;
        blobs.set(url, blob);
        return url;
      }
      static override revokeObjectURL() {}
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
  return downloads;
}
