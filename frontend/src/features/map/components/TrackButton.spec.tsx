// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { i18n, initI18n } from '../../../i18n';
import { aMapVehicle } from '../lib/map-vehicle.testing';
import { fromLiveUpdate } from '../lib/overview-adapter';
import { useMapVehiclesStore } from '../store/map-vehicles-store';
import { TrackButton } from './TrackButton';

const state = () => useMapVehiclesStore.getState();
/** A live update at 0,0: the BFF's private mode, for an open private trip and for one that ended alike. */
const privateUpdate = (id: number) =>
  fromLiveUpdate({
    vehicle_id: id,
    organizationId: 1,
    position: { latitude: 0, longitude: 0, heading: 0, timestampMs: 2_000, satellites: 0, hdop: null },
    last_seen_ms: 2_000,
    speed_kph: 0,
    ignition: false,
    battery_percentage: null,
    status: 'PARKED',
    gps_quality: 1,
  });
const trackButton = (id: number) => screen.getByTestId(`track-${id}`) as HTMLButtonElement;

// Spec 02 §2.5: a vehicle in private mode (position 0,0) has its track button disabled with a tooltip; the map
// tracks (follows) no vehicle it may not show.
describe('TrackButton in private mode', () => {
  beforeAll(() => {
    initI18n();
  });
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    state().replaceAll([]);
    state().clearSelection();
  });
  afterEach(cleanup);

  it('is disabled, with the reason, for a vehicle whose position arrives as 0,0, and enabled again with a place', () => {
    state().replaceAll([aMapVehicle(1)]);
    state().toggleFollow(1);
    state().applyUpdates([privateUpdate(1)]);
    const { rerender } = render(
      <TrackButton vehicle={state().byId[1]!} following={state().following} onToggle={() => undefined} />,
    );
    expect(trackButton(1).disabled).toBe(true);
    expect(trackButton(1).getAttribute('aria-label')).toBe('Private mode: the position is not shown');
    // Following ends with it: the map does not keep (or later resume) tracking a vehicle it may not show.
    expect(state()).toMatchObject({ selectedId: 1, following: false });

    state().applyUpdates([{ id: 1, position: { lat: 59.86, lon: 17.64 }, privateMode: false }]);
    rerender(<TrackButton vehicle={state().byId[1]!} following={state().following} onToggle={() => undefined} />);
    expect(trackButton(1).disabled).toBe(false);
    expect(trackButton(1).getAttribute('aria-label')).toBe('Follow on map');
  });

  it('stops following when the selected vehicle is refreshed or reloaded in private mode', () => {
    state().replaceAll([aMapVehicle(2)]);
    state().toggleFollow(2);
    state().upsert(aMapVehicle(2, { position: null, privateMode: true }));
    expect(state()).toMatchObject({ selectedId: 2, following: false });
    state().select(2, true);
    state().replaceAll([aMapVehicle(2, { position: null, privateMode: true })]);
    expect(state()).toMatchObject({ selectedId: 2, following: false });
  });
});
