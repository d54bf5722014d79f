import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';
const proxiedPrefixes = ['/api', '/rag-api', '/sanctum', '/healthz', '/readyz'];
const htmlEntry = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * Open Graph wants absolute addresses. The public pages' HTML carries `data-og-path` placeholders;
 * with PUBLIC_URL known at build time they become og:url and an absolute og:image, otherwise
 * og:url is left out (a relative og:url is invalid) and og:image keeps the path.
 */
function openGraphUrls(publicUrl: string | undefined): Plugin {
  const origin = publicUrl?.replace(/\/+$/, '');
  return {
    name: 'brocardo-open-graph-urls',
    transformIndexHtml(html) {
      return html
        .replace(/<meta property="og:url" data-og-path="([^"]*)" \/>\n?\s*/g, (_, pagePath: string) =>
          origin ? `<meta property="og:url" content="${origin}${pagePath}" />\n    ` : '',
        )
        .replace(
          /<meta property="og:image" data-og-path="([^"]*)" \/>/g,
          (_, imagePath: string) => `<meta property="og:image" content="${origin ?? ''}${imagePath}" />`,
        );
    },
  };
}

/**
 * Two builds into one dist/: the SPA (`vite build`, manifest .vite/manifest.json) and then the public
 * pages (`vite build --mode public`, manifest .vite/manifest-public.json), each with its own small
 * entry (no router, no query cache, no chat). Built together, the bundler moved the modules both
 * share (React) into a common chunk and split the SPA's entry: /login grew by about 2 kB gzip.
 */
export default defineConfig(({ mode }) => {
  const publicPages = mode === 'public';
  const input: Record<string, string> = publicPages
    ? { discover: htmlEntry('discover.html'), 'privacy-policy': htmlEntry('privacy-policy.html') }
    : { index: htmlEntry('index.html') };
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), tailwindcss(), openGraphUrls(process.env.PUBLIC_URL)],
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      // The public pages' build adds to the SPA's.
      emptyOutDir: !publicPages,
      // The CSP allows fonts only from 'self': never inline assets as data: URIs.
      assetsInlineLimit: 0,
      // Read by bench/web-bundle.mjs and the e2e. The server never serves them: its static files are
      // listed without dotfiles, and /.vite/… is not a client route (it has an extension).
      manifest: publicPages ? '.vite/manifest-public.json' : true,
      rolldownOptions: {
        input,
        treeshake: {
          // @brocardo/shared only declares schemas, rules and constants, except zod-it.ts (zod's
          // Italian locale). Said so, a page's chunk gets the shared modules it uses, not the package.
          moduleSideEffects: (id: string) =>
            /\/packages\/shared\/src\//.test(id) ? id.endsWith('/zod-it.ts') : undefined,
        },
      },
    },
    server: {
      proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
    },
  };
});
