import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { downloadMyData } from '../account-data-api';

export const MY_DATA_DOWNLOAD_TEXTS = {
  download: 'Scarica i miei dati',
  downloading: 'Preparazione dell’archivio...',
  downloaded: 'Archivio scaricato.',
  downloadError: 'Impossibile preparare l’archivio. Riprova.',
  rateLimited: 'Hai scaricato i tuoi dati più volte di recente: riprova tra un’ora.',
} as const;

/** The archive of the user's data, downloaded on request, with what to say about it. */
export function useMyDataDownload() {
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function download() {
    setDownloading(true);
    setNotice(null);
    try {
      await downloadMyData();
      setNotice({ tone: 'success', text: MY_DATA_DOWNLOAD_TEXTS.downloaded });
    } catch (error) {
      const limited = isApiError(error) && error.status === 429;
      setNotice({
        tone: 'error',
        text: limited ? MY_DATA_DOWNLOAD_TEXTS.rateLimited : MY_DATA_DOWNLOAD_TEXTS.downloadError,
      });
    } finally {
      setDownloading(false);
    }
  }
  return { download, downloading, notice };
}
