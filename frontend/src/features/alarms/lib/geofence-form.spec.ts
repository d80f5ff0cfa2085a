import { describe, expect, it } from 'vitest';

import { geofenceAlarm } from './alarm-data.testing';
import {
  canSaveGeofence,
  defaultGeofenceForm,
  geofenceBody,
  geofenceFormOf,
  validateGeofence,
  type GeofenceForm,
} from './geofence-form';
import { defaultTriangle } from './polygon';

const triangle = defaultTriangle({ latitude: 59.33, longitude: 18.06 });
const form = (patch: Partial<GeofenceForm> = {}): GeofenceForm => ({
  ...defaultGeofenceForm(3),
  name: 'Depån',
  points: triangle,
  vehicleIds: [11],
  ...patch,
});

describe(defaultGeofenceForm.name, () => {
  it('repeats every 24 hours, on entry and exit, at sensitivity 50', () => {
    expect(defaultGeofenceForm(3)).toMatchObject({
      repeatHours: '24',
      notifyOnce: false,
      trigger: 'BOTH',
      sensitivity: 50,
      points: [],
    });
  });
});

describe(validateGeofence.name, () => {
  it("says 'enter alias', 'select existing organization' and asks for 3 points on the map", () => {
    expect(validateGeofence(form({ name: '' }))).toEqual({ name: 'enterAlias' });
    expect(validateGeofence(form({ organizationId: null }))).toEqual({ organizationId: 'organization' });
    expect(validateGeofence(form({ points: triangle.slice(0, 2) }))).toEqual({ points: 'points' });
    expect(validateGeofence(form({ points: [triangle[0]!, triangle[1]!, triangle[0]!] }))).toEqual({
      points: 'points',
    });
    expect(validateGeofence(form())).toEqual({});
  });

  it('keeps Save disabled without targets of the chosen kind', () => {
    expect(canSaveGeofence(form())).toBe(true);
    expect(canSaveGeofence(form({ vehicleIds: [] }))).toBe(false);
    expect(canSaveGeofence(form({ isTracker: true }))).toBe(false);
    expect(canSaveGeofence(form({ isTracker: true, trackerOrganizationIds: [3] }))).toBe(true);
  });
});

describe(geofenceBody.name, () => {
  it('sends the closed ring, the centre, the trigger and distortion = 100 − sensitivity', () => {
    const body = geofenceBody(form({ trigger: 'EXIT', sensitivity: 80 }), true);
    expect(body.zoneCoords).toHaveLength(4);
    expect(body.zoneCoords![3]).toEqual(triangle[0]);
    expect(body).toMatchObject({ activeOnEnter: false, activeOnExit: true, distortion: 20, repeatAfterHours: 24 });
    expect(body.centerCoords!.latitude).toBeCloseTo(59.33, 6);
  });

  it('leaves the distortion out for whom the slider is not shown', () => {
    expect(geofenceBody(form({ sensitivity: 80 }), false).distortion).toBeUndefined();
  });

  it('reads a saved geofence back: open ring, trigger, sensitivity', () => {
    const f = geofenceFormOf(geofenceAlarm());
    expect(f.points).toHaveLength(3);
    expect(f).toMatchObject({ trigger: 'ENTRY', sensitivity: 70, place: 'Depån', repeatHours: '24' });
  });
});
