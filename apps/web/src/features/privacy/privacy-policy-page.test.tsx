import type { PrivacyInfoResponse } from '@brocardo/shared/contracts/privacy';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { privacySections } from './privacy-section';

function privacyInfo(overrides: Partial<PrivacyInfoResponse> = {}): PrivacyInfoResponse {
  return {
    controller: {
      name: 'Studio Legale Rossi S.r.l.',
      address: 'Via Roma 1, 20121 Milano',
      email: 'privacy@studiorossi.it',
      vat: 'IT01234567890',
      dpo_email: 'dpo@studiorossi.it',
    },
    processors: [
      { purpose: 'llm', name: 'Mistral AI', location: 'UE' },
      { purpose: 'web_search', name: 'Tavily', location: 'extra-UE' },
      { purpose: 'captcha', name: 'ALTCHA', location: 'self-hosted' },
    ],
    retention: {
      session_idle_minutes: 120,
      session_max_days: 30,
      ended_sessions_days: 30,
      contact_messages_days: 365,
      outbox_days: 7,
      email_verification_hours: 24,
      user_content: 'until_deleted',
    },
    updated_at: '2026-11-24',
    ...overrides,
  };
}

function renderWith(respond: () => Response) {
  const api = stubApi((path) => {
    if (path === '/api/privacy/info') return respond();
    throw new Error(`unexpected call to ${path}`);
  });
  render(<PrivacyPolicyPage />);
  return api;
}

const contacts = () => document.getElementById('contatti') as HTMLElement;

describe('PrivacyPolicyPage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('has one h1, an h2 per section in order and an index linking to each section', async () => {
    renderWith(() => jsonResponse(200, privacyInfo()));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Informativa sulla privacy',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      privacySections.map((section) => section.title),
    );
    const index = screen.getByRole('navigation', { name: 'Indice' });
    const anchors = within(index)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(anchors).toEqual(privacySections.map((section) => `#${section.id}`));
    for (const section of privacySections) {
      expect(document.getElementById(section.id), section.id).not.toBeNull();
    }
    expect(screen.getAllByRole('link', { name: /Torna su/ })).toHaveLength(privacySections.length + 1);
    await screen.findByTestId('controller-name');
  });

  it('links back to /discover from the header and the footer', async () => {
    renderWith(() => jsonResponse(200, privacyInfo()));
    expect(screen.getByRole('link', { name: /Torna alla presentazione/ })).toHaveAttribute(
      'href',
      '/discover',
    );
    const footer = screen.getByRole('navigation', { name: 'Piè di pagina' });
    expect(within(footer).getByRole('link', { name: 'Pagina di presentazione' })).toHaveAttribute(
      'href',
      '/discover',
    );
    await screen.findByTestId('controller-name');
  });

  it('shows the controller, the DPO, the update date and the retention the server reports', async () => {
    const api = renderWith(() => jsonResponse(200, privacyInfo()));
    expect(await screen.findByTestId('controller-name')).toHaveTextContent('Studio Legale Rossi S.r.l.');
    expect(within(contacts()).getByText('Via Roma 1, 20121 Milano')).toBeInTheDocument();
    expect(within(contacts()).getByText('IT01234567890')).toBeInTheDocument();
    expect(within(contacts()).getByRole('link', { name: 'privacy@studiorossi.it' })).toHaveAttribute(
      'href',
      'mailto:privacy@studiorossi.it',
    );
    expect(within(contacts()).getByRole('link', { name: 'dpo@studiorossi.it' })).toBeInTheDocument();
    expect(screen.getByTestId('privacy-updated-at')).toHaveTextContent('24 novembre 2026');
    expect(screen.getByTestId('privacy-updated-at')).toHaveAttribute('datetime', '2026-11-24');
    const processing = document.getElementById('trattamenti') as HTMLElement;
    expect(processing).toHaveTextContent('dopo 2 ore di inattività');
    expect(processing).toHaveTextContent('scade dopo 24 ore');
    expect(processing).toHaveTextContent("o comunque 30 giorni dopo l'accesso");
    expect(processing).toHaveTextContent(
      "sessioni terminate, con l'indirizzo IP e il browser da cui erano aperte, sono cancellate dopo 30 giorni",
    );
    expect(processing).toHaveTextContent('cancellato automaticamente dopo 365 giorni');
    expect(processing).toHaveTextContent('cancellate dopo 7 giorni');
    const rights = document.getElementById('diritti') as HTMLElement;
    expect(within(rights).getByRole('link', { name: 'privacy@studiorossi.it' })).toBeInTheDocument();
    expect(rights).toHaveTextContent('gratuita e riceve risposta entro un mese');
    expect(api.requests('/api/privacy/info')).toHaveLength(1);
  });

  it('says there is no DPO when none is configured', async () => {
    const info = privacyInfo();
    renderWith(() => jsonResponse(200, privacyInfo({ controller: { ...info.controller, dpo_email: null } })));
    await screen.findByTestId('controller-name');
    expect(contacts()).toHaveTextContent('non ha designato un responsabile della protezione dei dati');
    expect(within(contacts()).queryByText(/DPO\)$/)).toBeNull();
  });

  it('lists the processors the server reports, with where the data goes', async () => {
    renderWith(() => jsonResponse(200, privacyInfo()));
    const cards = await screen.findAllByTestId('privacy-processor');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/Modello di intelligenza artificiale.*Mistral AI.*Unione europea/),
      expect.stringMatching(/Ricerca web.*Tavily.*Fuori dall'Unione europea/),
      expect.stringMatching(
        /Verifica anti-bot.*ALTCHA.*Sui server del titolare.*senza contattare terze parti/,
      ),
    ]);
  });

  it('says no external processor is used when the list is empty', async () => {
    renderWith(() => jsonResponse(200, privacyInfo({ processors: [] })));
    expect(await screen.findByText(/non si avvale di fornitori esterni/)).toBeInTheDocument();
    expect(screen.queryAllByTestId('privacy-processor')).toHaveLength(0);
  });

  it('keeps the notice readable with a neutral controller when the call fails', async () => {
    renderWith(() => jsonResponse(500, { message: 'Errore interno' }));
    await waitFor(() =>
      expect(contacts()).toHaveTextContent(
        'I dati di contatto del titolare non sono disponibili in questo momento',
      ),
    );
    expect(screen.queryByTestId('controller-name')).toBeNull();
    expect(screen.queryByTestId('privacy-updated-at')).toBeNull();
    expect(document.getElementById('introduzione')).toHaveTextContent(
      'il soggetto che gestisce questa installazione di Brocardo, indicato nella sezione Contatti',
    );
    expect(screen.getByText(/elenco dei fornitori utilizzati non è disponibile/)).toBeInTheDocument();
    expect(document.getElementById('diritti')).toHaveTextContent(
      "all'indirizzo e-mail indicato nella sezione Contatti",
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(privacySections.length);
  });

  it('shows the static text and a loading note while the call is pending', () => {
    renderWith(() => new Promise<Response>(() => {}) as unknown as Response);
    expect(screen.getByText('Caricamento dei dati del titolare…')).toBeInTheDocument();
    expect(document.getElementById('dati-raccolti')).toHaveTextContent('argon2id');
  });

  it('scrolls to the section named in the address once it is rendered and again once the data is in', async () => {
    window.history.replaceState(null, '', '/privacy-policy#diritti');
    const scrolled: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record which element the page asks for.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this.id);
      },
    });
    renderWith(() => jsonResponse(200, privacyInfo()));
    expect(scrolled).toEqual(['diritti']);
    await screen.findByTestId('controller-name');
    // The second scroll is an effect of the render that shows the details: it may follow it.
    await waitFor(() => expect(scrolled).toEqual(['diritti', 'diritti']));
  });

  it('treats an answer without the expected shape as a failure', async () => {
    renderWith(() => jsonResponse(200, { controller: 'Brocardo' }));
    await screen.findByText(/I dati di contatto del titolare non sono disponibili/);
  });
});
