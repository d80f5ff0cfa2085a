// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { UserOrganization } from '../../../api/types';
import { useSessionStore } from '../../../app/session/store/session-store';
import { i18n, initI18n } from '../../../i18n';
import { ScheduleFormDialog } from './ScheduleFormDialog';

const organizations = [
  { organizationId: 1, fullName: 'Demo Åkeri AB', parentOrganization: 0 },
  { organizationId: 2, fullName: 'Demo Åkeri Syd AB', parentOrganization: 1 },
] as unknown as UserOrganization[];

const save = () => screen.getByTestId('schedule-save') as HTMLButtonElement;
const typeRecipient = (value: string) => {
  const input = screen.getByTestId('schedule-recipients');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
};
const pickOrganization = (name: string) => {
  const input = screen.getByTestId('schedule-organizations');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: name } });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
};

// Spec 02 §5: save disabled unless a recipient and a target exist; recipients must be valid e-mail addresses.
describe(ScheduleFormDialog.name, () => {
  beforeAll(() => {
    initI18n();
  });
  beforeEach(() => {
    // A token, so that the option lists' requests (no server here: they fail and stay empty) do not end the session
    // and its organisations with it.
    useSessionStore.setState({ token: 'test', organizations });
  });
  afterEach(cleanup);

  it('keeps save disabled until a valid recipient and a target exist, and names an invalid address', async () => {
    await i18n.changeLanguage('sv');
    render(<ScheduleFormDialog organizationId={1} onClose={() => undefined} onSaved={() => undefined} />);
    expect(save().disabled).toBe(true);
    expect(screen.getByTestId('schedule-needs').textContent).toContain('minst en mottagare');

    typeRecipient('ekonomi@demo-akeri');
    expect(screen.getByTestId('recipient-invalid').textContent).toBe('ekonomi@demo-akeri');
    expect(screen.getByText('Ogiltig e-postadress: ekonomi@demo-akeri')).toBeTruthy();
    pickOrganization('Demo Åkeri Syd AB');
    expect(save().disabled).toBe(true);

    // The bad chip removed (its delete icon), a good address typed: save is possible.
    fireEvent.click(screen.getByTestId('recipient-invalid').querySelector('svg')!);
    typeRecipient('ekonomi@demo-akeri.se');
    expect(screen.getByTestId('recipient').textContent).toBe('ekonomi@demo-akeri.se');
    expect(screen.queryByTestId('schedule-needs')).toBeNull();
    expect(save().disabled).toBe(false);
  });

  it('says "not a valid e-mail" in English', async () => {
    await i18n.changeLanguage('en');
    render(<ScheduleFormDialog organizationId={1} onClose={() => undefined} onSaved={() => undefined} />);
    typeRecipient('nobody');
    expect(screen.getByText('not a valid e-mail: nobody')).toBeTruthy();
  });
});
