import type { PrivacyInfoResponse } from '@brocardo/shared/contracts/privacy';
import { useEffect, useState } from 'react';
import { fetchPrivacyInfo } from './privacy-api';

export type PrivacyInfoState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; info: PrivacyInfoResponse };

/** The installation's part of the notice (controller, processors, retention), fetched once. */
export function usePrivacyInfo(): PrivacyInfoState {
  const [state, setState] = useState<PrivacyInfoState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void fetchPrivacyInfo(controller.signal).then((info) => {
      if (controller.signal.aborted) return;
      setState(info ? { status: 'ready', info } : { status: 'failed' });
    });
    return () => controller.abort();
  }, []);
  return state;
}
