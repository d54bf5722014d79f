import { screen, within } from '@testing-library/react';

export { captureDownloads } from '../../../test/capture-downloads';

/** The text of a downloaded Blob, read as bytes so the BOM is kept (jsdom's Blob has no arrayBuffer()). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(reader.result as ArrayBuffer)),
      );
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * A cell's value as the table shows it on a wide screen: hidden parts and the phone cards' own
 * labels (data-card-label, display: none where the header row shows) left out.
 */
function spokenText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"], [data-card-label]')) hidden.remove();
  // Word by word: 'Chiara Bianchi' and her e-mail on two lines read as two phrases, not one word.
  const words: string[] = [];
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** The rows of a table (the hidden chart tables included) as arrays of cell texts, header first. */
export function tableRows(name: string | RegExp): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map(spokenText));
}
