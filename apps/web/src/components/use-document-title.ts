import { useEffect } from 'react';

const APP_NAME = 'Brocardo';

/** Sets the browser tab title, suffixed with the app name unless the title already carries it. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title.includes(APP_NAME) ? title : `${title} · ${APP_NAME}`;
  }, [title]);
}
