import { AppError } from '@brocardo/shared';
import type { ModePreparer } from '../chat-modes';

/** Ricerca Web, until a web search provider is plugged in (issue 15): a clear 503, nothing charged. */
export function createWebSearchPreparer(): ModePreparer {
  return async () => {
    throw new AppError('WEB_SEARCH_UNAVAILABLE');
  };
}
