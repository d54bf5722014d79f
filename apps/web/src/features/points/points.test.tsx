import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appEvents, emitAppEvent } from '../../lib/events';
import { pointsDashboardBody as dashboard } from '../../test/api-bodies';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { PointsBalanceCard } from './points-balance-card';
import { PointsPill } from './points-pill';
import { useAnnounceBalance } from './use-points-balance';

// The balance is the signed-in user's: its query runs only with a session token.
beforeEach(() => {
  localStorage.setItem('auth_token', 'tok-points');
});

const card = () => screen.getByTestId('points-balance-card');

describe('PointsBalanceCard', () => {
  it.each([
    [999, '999', '999 punti'],
    [1_500, '1,5K', '1.500 punti'],
    [12_345, '12,3K', '12.345 punti'],
    [2_500_000, '2,5M', '2.500.000 punti'],
  ])(
    'shows %i as %s, with the exact number in the tooltip and for screen readers',
    async (balance, short, full) => {
      stubApi(() => jsonResponse(200, dashboard(balance)));
      renderWithProviders(<PointsBalanceCard />);

      const value = await screen.findByTestId('points-value');
      expect(value).toHaveAttribute('title', full);
      expect(value.querySelector('[aria-hidden="true"]')).toHaveTextContent(short);
      expect(card()).toHaveAccessibleName('Punti disponibili');
      expect(value).toHaveTextContent(full); // the screen-reader text
    },
  );

  it('shows 0 when the answer does not match the contract, as for a failed load (spec 1 §8)', async () => {
    const { current_balance: _, ...withoutTopLevel } = dashboard(4_200);
    stubApi(() => jsonResponse(200, withoutTopLevel));
    renderWithProviders(<PointsBalanceCard />);
    expect(await screen.findByTestId('points-value')).toHaveAttribute('title', '0 punti');
  });

  it('refreshes when a points-updated event fires', async () => {
    let balance = 120;
    const api = stubApi(() => jsonResponse(200, dashboard(balance)));
    renderWithProviders(<PointsBalanceCard />);
    expect(await screen.findByTestId('points-value')).toHaveAttribute('title', '120 punti');

    balance = 110;
    emitAppEvent(appEvents.pointsUpdated);

    await waitFor(() => expect(screen.getByTestId('points-value')).toHaveAttribute('title', '110 punti'));
    expect(api.requests('/api/points/dashboard')).toHaveLength(2);
  });

  it('shows 0 when the balance cannot be loaded (spec 1 §8)', async () => {
    stubApi(() => jsonResponse(500, { message: 'Errore interno' }));
    renderWithProviders(<PointsBalanceCard />);
    expect(await screen.findByTestId('points-value')).toHaveAttribute('title', '0 punti');
  });

  it('says it is loading before the first answer', () => {
    stubApi(() => new Promise<Response>(() => undefined));
    renderWithProviders(<PointsBalanceCard />);
    expect(card()).toHaveTextContent('Caricamento punti');
  });
});

describe('PointsPill', () => {
  it('shows the shortened balance with the exact one for screen readers', async () => {
    stubApi(() => jsonResponse(200, dashboard(1_250_000)));
    renderWithProviders(<PointsPill />);
    const value = await screen.findByTestId('points-value');
    expect(screen.getByTestId('points-pill')).toHaveTextContent('1,2M');
    expect(value).toHaveAttribute('title', '1.250.000 punti');
  });
});

describe('useAnnounceBalance', () => {
  let announce: ReturnType<typeof useAnnounceBalance> = () => undefined;
  function Announcer() {
    announce = useAnnounceBalance();
    return null;
  }
  const titles = () => screen.getAllByTestId('points-value').map((value) => value.getAttribute('title'));

  it('shows a balance the action answered at once, with points-updated fired, and reads nothing', async () => {
    const api = stubApi(() => jsonResponse(200, dashboard(120)));
    renderWithProviders(
      <>
        <PointsBalanceCard />
        <PointsPill />
        <Announcer />
      </>,
    );
    await waitFor(() => expect(titles()).toEqual(['120 punti', '120 punti']));
    let fired = 0;
    const count = () => fired++;
    window.addEventListener(appEvents.pointsUpdated, count);

    act(() => announce(110));
    await waitFor(() => expect(titles()).toEqual(['110 punti', '110 punti']));
    // An action that cost nothing: the event fires, the balance stays as shown.
    act(() => announce('unchanged'));
    window.removeEventListener(appEvents.pointsUpdated, count);
    expect(fired).toBe(2);
    expect(titles()).toEqual(['110 punti', '110 punti']);
    expect(api.requests('/api/points/dashboard')).toHaveLength(1);
  });

  it('reads the balance once for the card and the pill when it is unknown', async () => {
    let balance = 120;
    const api = stubApi(() => jsonResponse(200, dashboard(balance)));
    renderWithProviders(
      <>
        <PointsBalanceCard />
        <PointsPill />
        <Announcer />
      </>,
    );
    await waitFor(() => expect(titles()).toEqual(['120 punti', '120 punti']));
    balance = 100;
    act(() => announce(null));
    await waitFor(() => expect(titles()).toEqual(['100 punti', '100 punti']));
    expect(api.requests('/api/points/dashboard')).toHaveLength(2);
  });
});
