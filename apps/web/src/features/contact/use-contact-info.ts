import type { ContactInfoResponse } from '@brocardo/shared/contracts/contact';
import { useEffect, useState } from 'react';
import { fetchContactInfo } from './contact-api';

export type ContactInfo = ContactInfoResponse;

/** GET /api/contact/info: the direct address and social link shown beside the form; null until known. */
export function useContactInfo(): ContactInfo | null {
  const [info, setInfo] = useState<ContactInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchContactInfo(controller.signal).then((next) => {
      if (!controller.signal.aborted) setInfo(next);
    });
    return () => controller.abort();
  }, []);
  return info;
}
