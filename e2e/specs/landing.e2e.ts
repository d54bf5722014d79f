import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { decodeQuotedPrintable, header, readOutbox } from '../../apps/server/test/mail';
import { openPage, useBrowser, VIEWPORTS } from '../harness/browser';
import { repoRoot } from '../harness/server-process';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();
/** Where the review screenshots of /discover go (DESIGN.md: look at them). */
const SHOTS_DIR = '/tmp/shots';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The SPA's manifest, or the public pages' (they are built separately). */
async function readManifest(name: 'manifest.json' | 'manifest-public.json'): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(repoRoot, 'apps/web/dist/.vite', name), 'utf8')) as Manifest;
}

/** The files of `key` and everything it imports, statically or lazily. */
function reachableFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    reachableFiles(manifest, next, into);
  return into;
}

/** The distance from the viewport's top to the section's top, once smooth scrolling has settled. */
async function settledTop(page: Page, selector: string): Promise<number> {
  let previous = Number.NaN;
  for (let waited = 0; waited < 3_000; waited += 100) {
    const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
    if (Math.abs(top - previous) < 0.5) return top;
    previous = top;
    await page.waitForTimeout(100);
  }
  return previous;
}

async function fillContactForm(page: Page, message: string): Promise<void> {
  const form = page.locator('#contatti form');
  await form.getByLabel('Nome e cognome').fill('Chiara Esposito');
  await form.getByLabel('Email', { exact: true }).fill('chiara.esposito@studioesposito.it');
  await form.getByLabel('Studio o azienda (facoltativo)').fill('Studio Legale Esposito');
  await form.getByLabel('Sono interessato a').selectOption('demo-personalizzata');
  await form.getByLabel('Messaggio').fill(message);
  await form.getByRole('checkbox', { name: /^Acconsento al trattamento/ }).check();
  // The ALTCHA widget starts its proof of work when a field gets the focus and solves it in the page.
  await expect.poll(() => form.getByText('Verificato').count(), { timeout: 20_000 }).toBeGreaterThan(0);
}

describe('/discover in Chromium', () => {
  it('loads only the public entry, scrolls to its anchors, links to the SPA, at 390, 1280 and 1920 px', async () => {
    const spa = await readManifest('manifest.json');
    const allowed = reachableFiles(await readManifest('manifest-public.json'), 'discover.html');
    const spaEntry = `/${spa['index.html']?.file}`;
    const chatChunk = `/${spa['src/features/chat/chat-page.tsx']?.file}`;

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseURL}/discover`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.title()).toContain('Brocardo');
    // The direct address comes from GET /api/contact/info.
    const info = (await (await fetch(`${baseURL}/api/contact/info`)).json()) as { email: string };
    await expect.poll(() => page.getByTestId('contact-email').textContent()).toBe(info.email);
    expect(await page.getByText('24 ore lavorative').count()).toBe(1);

    // Anchors: #funzionalita from the hero, #contatti from the footer.
    await page.getByRole('link', { name: 'Scopri le funzionalità' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#funzionalita');
    expect(Math.abs(await settledTop(page, '#funzionalita'))).toBeLessThan(40);
    await page
      .getByRole('navigation', { name: 'Piè di pagina' })
      .getByRole('link', { name: 'Contatti' })
      .click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contatti');
    const contactTop = await settledTop(page, '#contatti');
    expect(contactTop).toBeGreaterThanOrEqual(-2);
    expect(contactTop).toBeLessThan(VIEWPORTS.laptop.height / 2);

    // The placeholders are not links.
    const footer = page.getByRole('navigation', { name: 'Piè di pagina' });
    expect(await footer.getByRole('link', { name: 'Documentazione' }).count()).toBe(0);
    expect(await footer.getByText('Termini di Servizio').getAttribute('aria-disabled')).toBe('true');

    // Only the public entry's chunks: never the SPA's entry, never chat code.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => !allowed.has(file))).toEqual([]);
    expect(scripts).not.toContain(spaEntry);
    expect(scripts).not.toContain(chatChunk);

    // The header's links lead into the SPA.
    const headerNav = page.getByRole('navigation', { name: 'Accesso' });
    await headerNav.getByRole('link', { name: 'Accedi' }).click();
    await page.waitForURL(`${baseURL}/login`);
    await page.getByRole('button', { name: 'Accedi', exact: true }).waitFor();
    await page.goBack();
    await headerNav.getByRole('link', { name: 'Inizia il Test Gratuito' }).click();
    await page.waitForURL(`${baseURL}/register`);
    await page.getByRole('button', { name: 'Registrati', exact: true }).waitFor();

    // Review screenshots at the three widths, the demo images loaded.
    await mkdir(SHOTS_DIR, { recursive: true });
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseURL}/discover`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const images = page.locator('main img');
      expect(await images.count()).toBe(4);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      // Nothing wider than the viewport (no horizontal scrolling).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({
        path: path.join(SHOTS_DIR, `discover-${name}-${viewport.width}.png`),
        fullPage: true,
      });
    }

    expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
    await context.close();
  });

  it('sends the contact form with a solved ALTCHA and e-mails it to CONTACT_EMAIL', async () => {
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    const events: string[] = [];
    await page.exposeFunction('__contactEvent', (outcome: string) => events.push(outcome));
    await page.addInitScript(() => {
      window.addEventListener('brocardo:contact-submitted', (event) => {
        const report = (window as unknown as { __contactEvent: (o: string) => void }).__contactEvent;
        report((event as CustomEvent<{ outcome: string }>).detail.outcome);
      });
    });
    // Held for a moment, so the sending state can be seen.
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${baseURL}/discover#contatti`);
    const form = page.locator('#contatti form');
    const submit = form.getByRole('button', { name: 'Invia messaggio' });

    // Client validation first, with the shared messages.
    await submit.click();
    expect(await form.getByText('Il nome è obbligatorio').count()).toBe(1);
    expect(await form.getByText('Il messaggio è obbligatorio').count()).toBe(1);
    expect(
      await form.getByText("Per inviare il messaggio occorre accettare l'informativa privacy").count(),
    ).toBe(1);

    const message = `Vorremmo una demo per il nostro studio di sei avvocati (prova ${Date.now()}).`;
    await fillContactForm(page, message);
    await submit.click();
    const sending = form.getByRole('button', { name: 'Invio in corso...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);

    const dialog = page.getByRole('dialog', { name: 'Messaggio Inviato!' });
    await dialog.waitFor();
    expect(await dialog.getByText('Messaggio inviato con successo!').count()).toBe(1);
    expect(await form.getByLabel('Nome e cognome').inputValue()).toBe('');
    expect(await form.getByLabel('Messaggio').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(events).toEqual(['success']);

    // The message is in the outbox, addressed to the configured contact address (never the sender's).
    const info = (await (await fetch(`${baseURL}/api/contact/info`)).json()) as { email: string };
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(
        async () =>
          (await readOutbox(outbox)).filter((mail) => decodeQuotedPrintable(mail.raw).includes(message))
            .length,
        { timeout: 10_000 },
      )
      .toBe(1);
    const mail = (await readOutbox(outbox)).find((item) => decodeQuotedPrintable(item.raw).includes(message));
    expect(header(mail?.raw ?? '', 'to')).toContain(info.email);

    // A second message; this time the dialog is closed by a click on the overlay.
    await fillContactForm(page, `${message} Secondo messaggio.`);
    await submit.click();
    await dialog.waitFor();
    await page.mouse.click(10, 10);
    await dialog.waitFor({ state: 'hidden' });
    expect(events).toEqual(['success', 'success']);

    expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
    await context.close();
  });
});
