// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { i18n, initI18n } from '../../../i18n';
import type { TollEditing } from '../hooks/useTollEditing';
import { withTolls } from '../hooks/useTollEditing';
import { journalEntry } from '../lib/journal-entry.testing';
import { TollPassagesPanel } from './TollPassagesPanel';

const entry = journalEntry({
  congestionTaxSek: 90,
  congestionTaxSekOverride: null,
  congestionTaxCount: 2,
  congestionData: {
    passages: [
      {
        passageId: 1,
        station: { name: 'Danvikstull', geometry: { coordinates: [18.103, 59.313] } },
        isotime: '2026-11-10T06:05:00.000Z',
        price: 45,
        priceInfra: 0,
        overridePrice: null,
        overridePriceInfra: null,
        isActive: true,
        tax: 'congestion',
      },
      {
        passageId: 2,
        station: { name: 'Skanstullsbron', geometry: { coordinates: [18.077, 59.306] } },
        isotime: '2026-11-10T06:40:00.000Z',
        price: 45,
        priceInfra: 0,
        overridePrice: null,
        overridePriceInfra: null,
        isActive: false,
        tax: 'congestion',
      },
    ],
  },
});

const editing = (changes: Partial<TollEditing> = {}): TollEditing => ({
  canEdit: true,
  frozen: false,
  busy: false,
  override: vi.fn(async () => true),
  setActive: vi.fn(async () => true),
  restore: vi.fn(async () => true),
  reset: vi.fn(async () => true),
  ...changes,
});

const disabled = (testId: string) => (screen.getByTestId(testId) as HTMLButtonElement).disabled;

// Spec 02 §2.2, §4: the route panel's toll editing for ADMIN, ROOT and HEXA; none for a driver; disabled on DONE,
// LOCKED and CHECKED trips.
describe('TollPassagesPanel toll editing', () => {
  beforeAll(async () => {
    initI18n();
    await i18n.changeLanguage('sv');
  });
  afterEach(cleanup);

  it('shows a driver no controls', () => {
    render(<TollPassagesPanel entry={entry} kind="congestion" editing={editing({ canEdit: false })} />);
    expect(screen.queryByTestId('toll-passage-1-input')).toBeNull();
    expect(screen.queryByTestId('toll-passage-1-toggle')).toBeNull();
    expect(screen.queryByTestId('route-panel-congestion-restore')).toBeNull();
  });

  it('lets an administrator override, remove, bring back and restore', () => {
    const tools = editing();
    render(<TollPassagesPanel entry={entry} kind="congestion" editing={tools} />);
    // Unchanged amount: nothing to save.
    expect(disabled('toll-passage-1-save')).toBe(true);
    fireEvent.change(screen.getByTestId('toll-passage-1-input'), { target: { value: '10' } });
    expect(disabled('toll-passage-1-save')).toBe(false);
    fireEvent.click(screen.getByTestId('toll-passage-1-save'));
    expect(tools.override).toHaveBeenCalledWith(1, 'congestion', 10);

    // Not a whole amount ≥ 0: not saved.
    fireEvent.change(screen.getByTestId('toll-passage-1-input'), { target: { value: '-5' } });
    expect(disabled('toll-passage-1-save')).toBe(true);
    // Empty: back to the computed amount (the override cleared) — here the computed one already, so nothing to do.
    fireEvent.change(screen.getByTestId('toll-passage-1-input'), { target: { value: '' } });
    expect(disabled('toll-passage-1-save')).toBe(true);

    fireEvent.click(screen.getByTestId('toll-passage-1-toggle'));
    expect(tools.setActive).toHaveBeenCalledWith(1, false);
    expect(screen.getByTestId('toll-passage-2-toggle').getAttribute('aria-label')).toBe('Ta tillbaka passagen');
    fireEvent.click(screen.getByTestId('toll-passage-2-toggle'));
    expect(tools.setActive).toHaveBeenCalledWith(2, true);
    expect(screen.getByTestId('route-panel-congestion-restore').textContent).toBe('Återställ');
    fireEvent.click(screen.getByTestId('route-panel-congestion-restore'));
    expect(tools.restore).toHaveBeenCalledWith('congestion');
  });

  it('disables every control of a frozen trip, the tooltip saying why', () => {
    render(<TollPassagesPanel entry={entry} kind="congestion" editing={editing({ frozen: true })} />);
    expect((screen.getByTestId('toll-passage-1-input') as HTMLInputElement).disabled).toBe(true);
    expect(disabled('toll-passage-1-save')).toBe(true);
    expect(disabled('toll-passage-1-toggle')).toBe(true);
    expect(disabled('route-panel-congestion-restore')).toBe(true);
    expect(screen.getByTestId('route-panel-congestion-restore').parentElement?.getAttribute('aria-label')).toBe(
      'Passagerna kan inte ändras för en attesterad, låst eller kontrollerad resa',
    );
  });

  it('disables the controls while a change is on its way', () => {
    render(<TollPassagesPanel entry={entry} kind="congestion" editing={editing({ busy: true })} />);
    expect(disabled('toll-passage-1-toggle')).toBe(true);
    expect(disabled('route-panel-congestion-restore')).toBe(true);
  });

  it("puts a change's answer in the trip at once", () => {
    const changed = withTolls(entry, {
      journal_id: entry.journal_id,
      congestionTaxSek: 45,
      congestionTaxSekOverride: 10,
      congestionTaxCount: 1,
      infraTaxSek: 0,
      infraTaxSekOverride: null,
      infraTaxCount: 0,
      congestionData: { passages: [{ ...entry.congestionData.passages[0], overridePrice: 10 }] },
    });
    render(<TollPassagesPanel entry={changed} kind="congestion" editing={editing()} />);
    expect(screen.getByTestId('route-panel-congestion-total-override').textContent).toBe('10 kr');
    expect((screen.getByTestId('toll-passage-1-input') as HTMLInputElement).value).toBe('10');
  });
});
