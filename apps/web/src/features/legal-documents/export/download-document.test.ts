import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { captureDownloads } from '../../../test/capture-downloads';
import { SAMPLE_INPUT } from '../test-support/sample-letter';
import { downloadDocument } from './download-document';

const PROFILE = {
  firm_name: 'Studio Legale Verdi',
  address: '',
  pec: '',
  phone: '',
  vat_number: '',
  lawyer_name: 'Paolo Verdi',
  foro: 'Torino',
};

/** jsdom's Blob has no arrayBuffer(): read through a FileReader. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('downloadDocument and the «Profilo dello studio»', () => {
  it('reads the signed-in user’s profile for the letterhead and the signature', async () => {
    localStorage.setItem('auth_token', 'tok-download');
    const downloads = captureDownloads();
    const api = stubApi(() => jsonResponse(200, { success: true, data: PROFILE, updated_at: null }));
    await downloadDocument(SAMPLE_INPUT, 'txt', 'diffida');
    expect(api.requests('/api/account/firm-profile')).toHaveLength(1);
    const text = await textOf(downloads[0]!.blob);
    expect(text.startsWith('\uFEFFStudio Legale Verdi\r\n\r\nDiffida Rossi / Beta')).toBe(true);
    expect(text.endsWith('Avv. Paolo Verdi\r\nForo di Torino\r\n')).toBe(true);
  });

  it('downloads without them when the profile cannot be read, and asks nothing when it is given', async () => {
    localStorage.setItem('auth_token', 'tok-download');
    const downloads = captureDownloads();
    const api = stubApi(() => jsonResponse(500, { message: 'Errore interno.', error_code: 'INTERNAL' }));
    await downloadDocument(SAMPLE_INPUT, 'txt', 'diffida');
    expect((await textOf(downloads[0]!.blob)).startsWith('\uFEFFDiffida Rossi / Beta')).toBe(true);

    await downloadDocument({ ...SAMPLE_INPUT, firmProfile: PROFILE }, 'txt', 'diffida');
    expect(api.requests('/api/account/firm-profile')).toHaveLength(1);
    expect((await textOf(downloads[1]!.blob)).startsWith('\uFEFFStudio Legale Verdi')).toBe(true);
  });
});
