import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { apiConversationWith, apiToken } from '../harness/api';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { expectCleanPage } from '../harness/page-checks';

const browser = useBrowser();

describe('GDPR self-service on the account page in Chromium', () => {
  it('downloads my data as a zip, deletes the account with the password, then sign-in is refused', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Ottavia Ferraresi');
    const token = await apiToken(baseURL, user);
    await apiConversationWith(baseURL, token, 'Sfratto per morosità', 2);

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/user-details`);
    const card = page.getByTestId('card-account-data');
    await card.waitFor();

    // Export: the browser downloads a dated zip holding the account and the conversation.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Scarica i miei dati' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^brocardo-dati-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile(await file.path())));
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', 'conversazioni.json']),
    );
    expect(JSON.parse(strFromU8(zip['account.json']!))).toMatchObject({ email: user.email, name: user.name });
    const conversations = JSON.parse(strFromU8(zip['conversazioni.json']!)) as {
      title: string;
      messages: { content: string }[];
    }[];
    expect(conversations.map((conversation) => conversation.title)).toContain('Sfratto per morosità');
    expect(conversations.flatMap((c) => c.messages.map((m) => m.content))).toEqual(
      expect.arrayContaining(['Domanda numero 1', 'Risposta numero 2']),
    );
    await card.getByText('Archivio scaricato.').waitFor();

    // Erasure: a wrong password is refused inside the dialog, the right one ends everything.
    await card.getByRole('button', { name: 'Elimina account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elimina account' });
    await dialog.getByLabel('Password attuale', { exact: true }).fill('NonQuesta123');
    await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await dialog.getByText('La password non è corretta.').waitFor();
    await screenshot(page, 'account-delete-dialog');
    await dialog.getByLabel('Password attuale', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await page.waitForURL(`${baseURL}/login`);
    expect(await page.getByTestId('redirect-message').textContent()).toContain(
      'Il tuo account è stato eliminato',
    );

    // The old address signs in to nothing.
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByText(/^Credenziali non valide/).waitFor();
    expect(page.url()).toBe(`${baseURL}/login`);
    const api = await fetch(`${baseURL}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(api.status).toBe(401);

    // The 422 of the wrong password is the only failed request the console may report.
    problems.consoleErrors = problems.consoleErrors.filter((text) => !/\b(401|422)\b/.test(text));
    expectCleanPage(problems);
    await context.close();
  });
});
