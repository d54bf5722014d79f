import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactMessageBody, renderDashboard } from '../test-support/admin-server';
import { MESSAGE_PREVIEW_CHARS } from './contact-message-card';

describe('Messaggi di contatto', () => {
  it('lists the messages with mailto, studio, interest label, date, the unsent badge and expandable text', async () => {
    const long = `Buongiorno, ${'vorremmo capire come integrare Brocardo nel nostro gestionale. '.repeat(8)}Fine.`;
    const { user } = renderDashboard({
      users: [],
      requests: [],
      contacts: [
        contactMessageBody(2, {
          name: 'Giulia Neri',
          email: 'giulia@neri.it',
          emailed_at: null,
          message: long,
          interest: 'integrazione-studio',
        }),
        contactMessageBody(1, { studio: null, interest: null }),
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Messaggi di contatto' }));
    const [giulia, paolo] = (await screen.findAllByTestId('contact-message')) as [HTMLElement, HTMLElement];
    expect(within(giulia).getByRole('heading', { name: 'Giulia Neri' })).toBeInTheDocument();
    expect(within(giulia).getByRole('link', { name: 'giulia@neri.it' })).toHaveAttribute(
      'href',
      'mailto:giulia@neri.it',
    );
    expect(giulia).toHaveTextContent('Integrazione nello studio');
    expect(giulia).toHaveTextContent('Studio Neri');
    expect(giulia).toHaveTextContent('22 novembre 2026');
    expect(within(giulia).getByTestId('not-emailed')).toHaveTextContent('E-mail non inviata');
    expect(within(paolo).queryByTestId('not-emailed')).toBeNull();
    expect(paolo).toHaveTextContent('Studio—');

    expect(giulia).not.toHaveTextContent('Fine.');
    const more = within(giulia).getByRole('button', { name: 'Mostra tutto' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(giulia).toHaveTextContent('Fine.');
    expect(within(giulia).getByRole('button', { name: 'Mostra meno' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(long.length).toBeGreaterThan(MESSAGE_PREVIEW_CHARS);
    expect(within(paolo).queryByRole('button', { name: 'Mostra tutto' })).toBeNull();
  });

  it('says so when there are no messages', async () => {
    const { user } = renderDashboard({ users: [], requests: [], contacts: [] });
    await user.click(screen.getByRole('tab', { name: 'Messaggi di contatto' }));
    expect(await screen.findByText('Nessun messaggio di contatto.')).toBeInTheDocument();
  });
});
