import type { WebSearchResult } from '@brocardo/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToastRegion } from '../../../components/app-toast';
import type { Citation } from '../message-model';
import { CopyButton } from './message-actions';

/** ClipboardItem as the browsers have it, enough for the test: its types and their blobs. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
  get types(): string[] {
    return Object.keys(this.items);
  }
  async getType(type: string): Promise<Blob> {
    const blob = this.items[type];
    if (!blob) throw new Error(`no ${type}`);
    return blob;
  }
}

const ANSWER = [
  '## Responsabilità extracontrattuale',
  '',
  'Il **danno ingiusto** va risarcito @source:legal:cc-2043, come spiega @source:web:1.',
  '',
  '> «Qualunque fatto doloso o colposo»',
].join('\n');
const CITATIONS: Citation[] = [{ identifier: 'cc-2043', source_type: 'legal', title: 'Art. 2043 c.c.' }];
const WEB_RESULTS: WebSearchResult[] = [
  { url: 'https://www.altalex.com/danno', title: 'Il danno ingiusto', content: '…' },
];
const EXPECTED_TEXT = [
  'Responsabilità extracontrattuale',
  '',
  'Il danno ingiusto va risarcito art. 2043 c.c., come spiega Il danno ingiusto (https://www.altalex.com/danno).',
  '',
  '«Qualunque fatto doloso o colposo»',
].join('\n');

/** A blob's text (jsdom's Blob has no text()). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

let write: ReturnType<typeof vi.fn>;
let writeText: ReturnType<typeof vi.fn>;

function mockClipboard({ withWrite }: { withWrite: boolean }) {
  write = vi.fn(async (_items: FakeClipboardItem[]) => undefined);
  writeText = vi.fn(async (_text: string) => undefined);
  const clipboard = withWrite ? { write, writeText } : { writeText };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

function renderButton(props: Partial<Parameters<typeof CopyButton>[0]> = {}) {
  render(
    <>
      <CopyButton text={ANSWER} citations={CITATIONS} webResults={WEB_RESULTS} {...props} />
      <AppToastRegion />
    </>,
  );
  return screen.getByRole('button', { name: 'Copia il messaggio' });
}

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

beforeEach(() => {
  vi.stubGlobal('ClipboardItem', FakeClipboardItem);
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CopyButton: what is copied', () => {
  it('writes the answer as plain text and as HTML, without Markdown or tags', async () => {
    mockClipboard({ withWrite: true });
    const button = renderButton();

    await click(button);

    expect(write).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    const [items] = write.mock.calls[0] as [FakeClipboardItem[]];
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item).toBeInstanceOf(FakeClipboardItem);
    expect(item.types).toEqual(['text/plain', 'text/html']);
    const text = await readBlob(await item.getType('text/plain'));
    const html = await readBlob(await item.getType('text/html'));
    expect(text).toBe(EXPECTED_TEXT);
    expect(html).toContain('<h2>Responsabilità extracontrattuale</h2>');
    expect(html).toContain('<strong>danno ingiusto</strong> va risarcito art. 2043 c.c., come spiega ');
    expect(html).toContain('<a href="https://www.altalex.com/danno">Il danno ingiusto</a>');
    expect(html).toContain('<blockquote>');
    expect(`${text}${html}`).not.toMatch(/@source|\*\*|##/);
    expect((await item.getType('text/html')).type).toBe('text/html');
    expect(button).toHaveTextContent('Copiato');
    expect(screen.getByTestId('toast')).toHaveTextContent('Testo copiato negli appunti!');
  });

  it('falls back to writeText with the plain text where ClipboardItem is missing', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    mockClipboard({ withWrite: true });
    const button = renderButton();

    await click(button);

    expect(write).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(EXPECTED_TEXT);
    expect(button).toHaveTextContent('Copiato');
  });

  it('falls back to writeText when the browser refuses the rich text', async () => {
    mockClipboard({ withWrite: true });
    write.mockRejectedValueOnce(new DOMException('Type text/html not supported', 'NotAllowedError'));
    const button = renderButton();

    await click(button);

    expect(write).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(EXPECTED_TEXT);
    expect(button).toHaveTextContent('Copiato');
  });

  it('says so when nothing could be copied, and does not show Copiato', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    mockClipboard({ withWrite: false });
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const button = renderButton();

    await click(button);

    expect(button).toHaveTextContent('Copia');
    expect(button).not.toHaveTextContent('Copiato');
    expect(screen.getByTestId('toast')).toHaveTextContent('Impossibile copiare il testo negli appunti.');
  });

  it('copies a question as typed with format="plain"', async () => {
    mockClipboard({ withWrite: true });
    const button = renderButton({ text: 'Cos’è **il** dolo? @source:legal:cc-43', format: 'plain' });

    await click(button);

    const item = (write.mock.calls[0] as [FakeClipboardItem[]])[0][0]!;
    expect(await readBlob(await item.getType('text/plain'))).toBe('Cos’è **il** dolo? @source:legal:cc-43');
    expect(await readBlob(await item.getType('text/html'))).toBe(
      '<p>Cos’è **il** dolo? @source:legal:cc-43</p>',
    );
  });
});

describe('CopyButton: Copiato', () => {
  it('shows Copiato for 2 seconds after copying both formats', async () => {
    vi.useFakeTimers();
    mockClipboard({ withWrite: true });
    const button = renderButton();

    await click(button);
    expect(write).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Copiato');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(button).toHaveTextContent('Copiato');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(button).not.toHaveTextContent('Copiato');
  });
});
