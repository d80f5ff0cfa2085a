// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { i18n, initI18n } from '../../../i18n';
import { TollSettingsFields } from './TollSettingsFields';

describe('TollSettingsFields (spec 04)', () => {
  beforeAll(() => {
    initI18n();
  });
  afterEach(cleanup);

  it('shows the Swedish section, checkbox and classes, and reports changes', async () => {
    await i18n.changeLanguage('sv');
    const onChange = vi.fn();
    render(<TollSettingsFields values={{ tollExempt: false, tollClass: 'car' }} onChange={onChange} />);
    const section = screen.getByTestId('vehicle-tolls');
    expect(section.textContent).toContain('Trängselskatt och infrastrukturavgift');
    expect(section.textContent).toContain('Undantagen från trängselskatt och infrastrukturavgift');
    expect(section.textContent).toContain('Fordonsklass för infrastrukturavgift');
    expect(screen.getByTestId('vehicle-toll-class').textContent).toBe('Personbil, lätt lastbil, buss under 14 ton');

    fireEvent.click(screen.getByTestId('vehicle-toll-exempt'));
    expect(onChange).toHaveBeenLastCalledWith({ tollExempt: true });

    fireEvent.mouseDown(screen.getByTestId('vehicle-toll-class'));
    const heavy = await screen.findByTestId('vehicle-toll-class-heavy');
    expect(heavy.textContent).toBe('Tung lastbil över 3,5 ton');
    fireEvent.click(within(heavy).getByText('Tung lastbil över 3,5 ton'));
    expect(onChange).toHaveBeenLastCalledWith({ tollClass: 'heavy' });
  });

  it('shows the saved values in English', async () => {
    await i18n.changeLanguage('en');
    render(<TollSettingsFields values={{ tollExempt: true, tollClass: 'heavy' }} onChange={() => undefined} />);
    expect((screen.getByTestId('vehicle-toll-exempt') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('vehicle-toll-class').textContent).toBe('Heavy truck over 3.5 t');
    expect(screen.getByTestId('vehicle-tolls').textContent).toContain('Congestion tax and infrastructure fee');
  });
});
