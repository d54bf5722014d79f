import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance } from '../../test/api-stub';
import { runTour } from './tour-runner';
import { stepsForLayout } from './tour-steps';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('stepsForLayout', () => {
  it('points at the menu button and the points pill below 1620 px, at the sidebar from 1620 px', () => {
    const desktop = stepsForLayout(true).map((step) => step.selector);
    const phone = stepsForLayout(false).map((step) => step.selector);
    expect(desktop).toHaveLength(7);
    expect(desktop[0]).toBe('[data-tour="sidebar"]');
    expect(desktop[4]).toBe('[data-tour="points-balance"]');
    expect(phone[0]).toBe('[data-tour="menu-button"]');
    expect(phone[4]).toBe('[data-tour="points-pill"]');
    expect(phone.slice(1, 4)).toEqual(desktop.slice(1, 4));
    expect(stepsForLayout(false)[0]?.title).toBe('Il menu');
    // No room beside a phone's top bar or drawer.
    expect(stepsForLayout(false).map((step) => step.side)).not.toContain('right');
  });
});

describe('runTour', () => {
  it('keeps the highlighted elements’ own ARIA attributes and gives the focus back at the end', async () => {
    render(
      <div>
        <button type="button" data-tour="menu-button" aria-expanded="false" aria-controls="menu-1">
          Apri il menu
        </button>
        <aside data-tour="sidebar">Barra</aside>
        <button type="button">Tutorial guidato</button>
      </div>,
    );
    const opener = screen.getByRole('button', { name: 'Tutorial guidato' });
    opener.focus();
    const onEnd = vi.fn();
    runTour({
      steps: [
        {
          selector: '[data-tour="menu-button"]',
          title: 'Il menu',
          description: 'Apre il menu.',
          side: 'bottom',
        },
        { selector: '[data-tour="sidebar"]', title: 'La barra', description: 'La barra.', side: 'right' },
      ],
      onEnd,
    });
    await advance(600);
    const menu = screen.getByRole('button', { name: 'Apri il menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'menu-1');

    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await advance(600);
    expect(document.querySelector('.driver-popover-title')).toHaveTextContent('La barra');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'menu-1');
    expect(screen.getByText('Barra')).not.toHaveAttribute('aria-expanded');

    fireEvent.click(screen.getByRole('button', { name: 'Fine' }));
    expect(onEnd).toHaveBeenCalledWith('finished');
    expect(document.querySelector('.driver-popover')).toBeNull();
    expect(menu).toHaveAttribute('aria-controls', 'menu-1');
    expect(opener).toHaveFocus();
  });
});
