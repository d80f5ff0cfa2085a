// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n, initI18n } from '../../../i18n';
import { journalEntry } from '../lib/journal-entry.testing';
import type { TollPassage } from '../lib/toll-passages';
import { TollPassagesPanel } from './TollPassagesPanel';

const passage = (changes: Partial<TollPassage> & Pick<TollPassage, 'passageId' | 'isotime'>): TollPassage => ({
  station: { name: 'Danvikstull', geometry: { coordinates: [18.103, 59.313] } },
  price: 0,
  priceInfra: 0,
  overridePrice: null,
  overridePriceInfra: null,
  isActive: true,
  tax: 'congestion',
  ...changes,
});

// A morning through Stockholm and over Sundsvallsbron: one passage overridden, one removed.
const tolled = journalEntry({
  congestionTaxSek: 75,
  congestionTaxSekOverride: 56,
  congestionTaxCount: 2,
  infraTaxSek: 9,
  infraTaxSekOverride: null,
  infraTaxCount: 1,
  congestionData: {
    passages: [
      passage({ passageId: 2, isotime: '2026-11-10T06:40:00.000Z', price: 30, overridePrice: 11 }),
      passage({ passageId: 1, isotime: '2026-11-10T06:05:00.000Z', price: 45 }),
      passage({
        passageId: 3,
        isotime: '2026-11-10T07:10:00.000Z',
        station: { name: 'Essingeleden', geometry: { coordinates: [18.0, 59.32] } },
        price: 20,
        isActive: false,
      }),
      passage({
        passageId: 4,
        isotime: '2026-11-10T09:00:00.000Z',
        station: { name: 'Sundsvallsbron', geometry: { coordinates: [17.33, 62.38] } },
        priceInfra: 9,
        tax: 'infrastructure',
      }),
    ],
  },
});

describe('TollPassagesPanel (spec 02 §2.2, §9)', () => {
  beforeAll(() => {
    initI18n();
  });
  afterEach(cleanup);

  it('lists the congestion tax passages with local times, the override beside the struck-through amount', async () => {
    await i18n.changeLanguage('sv');
    render(<TollPassagesPanel entry={tolled} kind="congestion" />);
    const panel = screen.getByTestId('route-panel-congestion');
    expect(panel.textContent).toContain('Trängselskatt');
    // The sum as computed struck through, the sum after the override beside it.
    expect(screen.getByTestId('route-panel-congestion-total-original').tagName).toBe('S');
    expect(screen.getByTestId('route-panel-congestion-total-original').textContent).toBe('75 kr');
    expect(screen.getByTestId('route-panel-congestion-total-override').textContent).toBe('56 kr');

    const rows = within(screen.getByTestId('route-panel-congestion-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BetalstationTidBelopp',
      'Danvikstull07:0545 kr',
      'Danvikstull07:4030 kr11 kr',
      'Essingeleden(borttagen)08:1020 kr',
    ]);
    // The override beside the struck-through computed amount.
    expect(screen.getByTestId('toll-passage-2-amount-original').tagName).toBe('S');
    expect(screen.getByTestId('toll-passage-2-amount-original').textContent).toBe('30 kr');
    expect(screen.getByTestId('toll-passage-2-amount-override').textContent).toBe('11 kr');
    expect(screen.queryByTestId('toll-passage-1-amount-original')).toBeNull();
    // A removed passage is marked and struck through.
    expect(screen.getByTestId('toll-passage-3').dataset.active).toBe('false');
    expect(screen.getByTestId('toll-passage-3-removed')).toBeTruthy();
    expect(screen.queryByTestId('toll-passage-4')).toBeNull();
  });

  it('lists the infrastructure fee passages apart, in English', async () => {
    await i18n.changeLanguage('en');
    render(<TollPassagesPanel entry={tolled} kind="infrastructure" />);
    expect(screen.getByTestId('route-panel-infrastructure').textContent).toContain('Infrastructure fee');
    expect(screen.getByTestId('route-panel-infrastructure-total').textContent).toBe('9 kr');
    const rows = within(screen.getByTestId('route-panel-infrastructure-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['StationTimeAmount', 'Sundsvallsbron10:009 kr']);
  });

  it('says there are no registered passages when the trip has none', async () => {
    await i18n.changeLanguage('sv');
    render(<TollPassagesPanel entry={journalEntry()} kind="infrastructure" />);
    expect(screen.getByTestId('route-panel-infrastructure-empty').textContent).toBe('Inga registrerade passager');
    expect(screen.queryByTestId('route-panel-infrastructure-table')).toBeNull();
    expect(screen.queryByTestId('route-panel-infrastructure-total')).toBeNull();
  });
});
