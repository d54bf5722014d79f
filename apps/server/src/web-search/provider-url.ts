/** `path` under a configured base URL, which may itself have a path (`https://host/searxng`). */
export function endpoint(baseUrl: string, path: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.search = '';
  url.hash = '';
  return url;
}

/** How many results to ask for: more than shown, so preferred domains can move up. */
export function candidateCount(maxResults: number, providerMax: number): number {
  return Math.max(1, Math.min(providerMax, maxResults * 2));
}
