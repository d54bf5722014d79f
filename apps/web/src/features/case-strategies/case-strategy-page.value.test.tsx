import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FACTS_READ_DELAY_MS } from './case-value-proposal';
import { fakeCaseStrategiesApi } from './test-support/fake-case-strategies-api';
import {
  createButton,
  field,
  renderCaseStrategy,
  select,
  waitForForm,
} from './test-support/render-case-strategy';
import { sampleCase } from './test-support/sample-case';

const FACTS = 'Il conduttore non ha pagato 3 canoni da € 1.250.';
const PROPOSAL = 'Dai fatti risulta un valore di € 3.750,00 (3 canoni da € 1.250). Usare questo valore?';

async function fillRequiredFields(facts: string) {
  const { user } = renderCaseStrategy();
  await waitForForm();
  await user.type(field(/Titolo del caso/), 'Sfratto Rossi');
  await user.selectOptions(select(/Tipo di caso/), 'Civile');
  await user.type(field(/Area legale/), 'Locazioni');
  await user.type(field(/Fatti del caso/), facts);
  return user;
}

const proposal = () => screen.findByTestId('case-value-proposal', {}, { timeout: 3000 });

describe('Case strategy simulator: the value read from the facts', () => {
  it('proposes the value the facts state under the empty field, in a polite live region', async () => {
    fakeCaseStrategiesApi();
    await fillRequiredFields(FACTS);
    const shown = await proposal();
    expect(shown).toHaveTextContent(PROPOSAL);
    expect(shown).toHaveTextContent('Valore letto dai fatti: 3 × € 1.250,00 = € 3.750,00');
    expect(shown.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(within(shown).getByRole('button', { name: 'Usa questo valore' })).toBeEnabled();
    expect(field(/Valore della causa/)).toHaveValue('');
  });

  it('fills nothing by itself: the case is sent without a value unless the user uses the proposal', async () => {
    const api = fakeCaseStrategiesApi();
    const user = await fillRequiredFields(FACTS);
    await proposal();
    await user.click(createButton());
    await screen.findByTestId('case-details');
    expect(api.calls('POST', /\/api\/case-strategies$/)[0]).toMatchObject({
      case_facts: FACTS,
      case_value_euro: null,
    });
  });

  it('"Usa questo valore" fills the field, moves the focus there and sends the value', async () => {
    const api = fakeCaseStrategiesApi();
    const user = await fillRequiredFields(FACTS);
    await user.click(within(await proposal()).getByRole('button', { name: 'Usa questo valore' }));
    const value = field(/Valore della causa/);
    expect(value).toHaveValue('3.750');
    expect(value).toHaveFocus();
    expect(screen.queryByTestId('case-value-proposal')).toBeNull();
    await user.click(createButton());
    await screen.findByTestId('case-details');
    expect(api.calls('POST', /\/api\/case-strategies$/)[0]).toMatchObject({ case_value_euro: 3_750 });
  });

  it('proposes nothing when the user typed a value or the facts state no sum', async () => {
    fakeCaseStrategiesApi();
    const user = await fillRequiredFields('Il vicino ha costruito un muro nel 2021, art. 873 c.c.');
    await new Promise((resolve) => setTimeout(resolve, FACTS_READ_DELAY_MS + 200));
    expect(screen.queryByTestId('case-value-proposal')).toBeNull();

    const facts = field(/Fatti del caso/);
    await user.clear(facts);
    await user.type(facts, FACTS);
    await proposal();
    await user.type(field(/Valore della causa/), '5000');
    expect(screen.queryByTestId('case-value-proposal')).toBeNull();
  });

  it('proposes the value in the edit form of a case saved without one', async () => {
    const api = fakeCaseStrategiesApi({
      cases: [sampleCase({ id: 9, case_title: 'Caso Neri', case_facts: FACTS, case_value_euro: null })],
    });
    const { user } = renderCaseStrategy();
    await waitForForm();
    await user.click(await screen.findByRole('button', { name: /^Caso Neri/ }));
    const details = within(await screen.findByTestId('case-details'));
    expect(details.getByTestId('case-read-only')).toHaveTextContent(
      /Valore della causaNon indicato \(dai fatti: 3\.750,00\s€, da confermare\)/,
    );
    await user.click(details.getByRole('button', { name: 'Modifica' }));
    const form = within(screen.getByRole('form', { name: 'Modifica del caso' }));
    expect(await form.findByTestId('case-value-proposal', {}, { timeout: 3000 })).toHaveTextContent(PROPOSAL);
    await user.click(form.getByRole('button', { name: 'Usa questo valore' }));
    await user.click(form.getByRole('button', { name: /Salva e Rigenera/ }));
    await waitFor(() => expect(api.calls('PUT', /\/api\/case-strategies\/9$/)).toHaveLength(1));
    expect(api.calls('PUT', /\/api\/case-strategies\/9$/)[0]).toMatchObject({ case_value_euro: 3_750 });
  });
});
