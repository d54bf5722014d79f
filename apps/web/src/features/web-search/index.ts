export { useStoredWebSearch, useWebSearchAvailable } from './use-web-search';
export {
  linkableUrl,
  WEB_SEARCH_FAILED_TEXT,
  webResultFor,
  webSearchFromEvent,
} from './web-search-data';
export { WEB_SEARCH_LOADING_TEXT, WebSources, type WebSourcesState } from './web-sources';
