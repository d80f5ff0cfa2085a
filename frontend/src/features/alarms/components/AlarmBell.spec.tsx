// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { VisibleMenuGroup } from '../../../app/navigation/menu/menu-visibility';
import { i18n, initI18n } from '../../../i18n';
import { alarmNotificationsApi } from '../api/alarms-api';
import type { AlarmNotification, AlarmNotifications } from '../api/types';
import { NOTIFICATIONS_LIMIT, NOTIFICATIONS_POLL_MS } from '../hooks/useAlarmNotifications';
import { alarmNotification } from '../lib/alarm-data.testing';
import { AlarmBell } from './AlarmBell';

let menu: VisibleMenuGroup[] = [];
vi.mock('../../../app/navigation/hooks/useVisibleMenu', () => ({ useVisibleMenu: () => menu }));

const WITH_EVENTS: VisibleMenuGroup[] = [{ key: 'alarms', entries: ['alarmsFunctions', 'alarmsEvents'] }];

const answer = (notifications: AlarmNotification[], unread = notifications.filter((n) => !n.read).length) =>
  Promise.resolve<AlarmNotifications>({ unread, notifications });

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderBell() {
  render(
    <MemoryRouter initialEntries={['/app/map']}>
      <AlarmBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openBell() {
  fireEvent.click(screen.getByTestId('alarm-bell'));
  return screen.findByRole('presentation');
}

describe(AlarmBell.name, () => {
  beforeAll(() => {
    initI18n();
  });
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    menu = WITH_EVENTS;
    vi.spyOn(alarmNotificationsApi, 'vehicles').mockResolvedValue([]);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows no badge without unread notifications, and the empty state', async () => {
    const list = vi.spyOn(alarmNotificationsApi, 'list').mockImplementation(() => answer([]));
    renderBell();
    await waitFor(() => expect(list).toHaveBeenCalledWith(NOTIFICATIONS_LIMIT));
    expect(screen.queryByTestId('alarm-bell-badge')).toBeNull();
    const popover = await openBell();
    expect(within(popover).getByText('No alarm notifications')).toBeTruthy();
    expect((within(popover).getByTestId('alarm-bell-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows 99+ beyond 99 unread', async () => {
    vi.spyOn(alarmNotificationsApi, 'list').mockImplementation(() => answer([alarmNotification()], 120));
    renderBell();
    expect((await screen.findByTestId('alarm-bell-badge')).textContent).toBe('99+');
  });

  it('marks a clicked unread item read and opens the triggered alarms page', async () => {
    vi.spyOn(alarmNotificationsApi, 'list').mockImplementation(() =>
      answer([alarmNotification({ notificationId: 2 }), alarmNotification({ notificationId: 1, read: true })]),
    );
    const markRead = vi.spyOn(alarmNotificationsApi, 'markRead').mockImplementation(() => answer([]));
    renderBell();
    expect((await screen.findByTestId('alarm-bell-badge')).textContent).toBe('1');
    const popover = await openBell();
    const items = within(popover).getAllByTestId('alarm-bell-item');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    fireEvent.click(items[0]);
    await waitFor(() => expect(markRead).toHaveBeenCalledWith([2]));
    expect(screen.getByTestId('where').textContent).toBe('/app/alarmsEvents');
  });

  it('only marks read for a user whose menu lacks the triggered alarms page, and never an item already read', async () => {
    menu = [];
    vi.spyOn(alarmNotificationsApi, 'list').mockImplementation(() => answer([alarmNotification({ read: true })]));
    const markRead = vi.spyOn(alarmNotificationsApi, 'markRead').mockImplementation(() => answer([]));
    renderBell();
    const popover = await openBell();
    fireEvent.click(await within(popover).findByTestId('alarm-bell-item'));
    expect(markRead).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/app/map');
  });

  it('marks all read, then reads the list again', async () => {
    const list = vi.spyOn(alarmNotificationsApi, 'list').mockImplementation(() => answer([alarmNotification()]));
    const markRead = vi.spyOn(alarmNotificationsApi, 'markRead').mockImplementation(() => answer([]));
    renderBell();
    await screen.findByTestId('alarm-bell-badge');
    const popover = await openBell();
    fireEvent.click(within(popover).getByTestId('alarm-bell-read-all'));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(markRead).toHaveBeenCalledWith(undefined);
  });

  it('reads the notifications again every 30 s and when the window gets the focus', async () => {
    vi.useFakeTimers();
    const list = vi.spyOn(alarmNotificationsApi, 'list').mockImplementation(() => answer([]));
    renderBell();
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS - 1));
    expect(list).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(list).toHaveBeenCalledTimes(2);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(list).toHaveBeenCalledTimes(3);
  });
});
