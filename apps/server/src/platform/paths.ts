/** Paths owned by the API (JSON): never answered with the SPA, and given the API security headers. */
const API_PREFIXES = ['/api/', '/rag-api/', '/sanctum/'];
const API_EXACT = new Set(['/api', '/rag-api', '/healthz', '/readyz']);

/** `url` may carry a query string. */
export function isApiPath(url: string): boolean {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  return API_EXACT.has(pathname) || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
