import { randomInt } from 'node:crypto';

import { tollsV1 } from '@fleetlog/contracts';
import { as, authClients, call, codeOf, createAccount, demoRoot, useBeforeAll } from '@fleetlog/testing';

import { fromSweref99tm, toSweref99tm } from '../src/geometry/sweref99tm';
import { type Fix, gantry, useTollsHarness } from './support/tolls-harness';

// TollAnalyserService over gRPC against the tolls service in-process behind real auth, fleet and devices (consumers
// off: nothing of the shared broker is charged here). A trip's positions are stored in devices' positions store.

describe('tolls: the toll-station analyser', () => {
  const h = useTollsHarness();
  const tolls = h.tolls;
  const accounts = useBeforeAll(async () => {
    const clients = await authClients(h.auth.grpcUrl);
    try {
      const root = await demoRoot(clients);
      const admin = await createAccount(clients, root, { roles: ['ADMIN'], domain: 'analyser.test' });
      return { root, admin };
    } finally {
      await clients.close();
    }
  });
  const unit = useBeforeAll(() => h.addUnit(accounts.root.organizationId, accounts.root.token));
  const storePositions = (fixes: Fix[]) => h.storePositions(unit.id, accounts.root.organizationId, fixes);

  const root = () => as(accounts.root.token);
  const override = (request: Partial<tollsV1.StationOverrideRequest>, metadata = root()) =>
    tolls.analyser.overrideStation(tollsV1.StationOverrideRequest.fromPartial(request), metadata);

  const clearOverride = (cpId: string) => call(override({ cpId, clear: true })).catch(() => undefined);
  // The tests share one database with every other suite: this one moves only Lilla Essingen (stockholm-332), a
  // gantry no other suite drives through, so another suite's trips are never detected against a moved station.

  afterAll(async () => {
    await clearOverride('stockholm-332');
  });

  it('answers ROOT only: an ADMIN gets ROOT_REQUIRED on every call', async () => {
    const admin = as(accounts.admin.token);
    const facts = tollsV1.TripFacts.fromPartial({ tripId: 1, imei: unit.imei, startTsMs: 0, stopTsMs: 1 });
    expect(await codeOf(tolls.analyser.listStations({}, admin))).toBe('ROOT_REQUIRED');
    expect(await codeOf(tolls.analyser.listReferences({}, admin))).toBe('ROOT_REQUIRED');
    expect(await codeOf(override({ cpId: 'stockholm-332', clear: true }, admin))).toBe('ROOT_REQUIRED');
    expect(await codeOf(tolls.analyser.getPathInfo(facts, admin))).toBe('ROOT_REQUIRED');
    expect(await codeOf(tolls.analyser.checkPath(facts, admin))).toBe('ROOT_REQUIRED');
  });

  it('lists the 158 control points with their geometry, and each gantry its reference', async () => {
    const { stations } = await call(tolls.analyser.listStations({}, root()));
    expect(stations).toHaveLength(158);
    expect(stations.map((station) => station.number)).toEqual(stations.map((_, i) => i + 1));
    const skanstull = stations.find((station) => station.cpId === 'stockholm-292')!;
    expect(skanstull).toMatchObject({ name: 'Skanstullsbron', city: 'stockholm', cpNumber: '292', overridden: false });
    expect(skanstull.line).toEqual([]);
    expect(skanstull.directionDeg).toBeUndefined();
    expect(Math.abs(skanstull.sweref99tmN - gantry('stockholm', '292').n)).toBeLessThan(0.001);
    // A bridge has its line from the data (4 numbers) and a heading.
    const sundsvall = stations.find((station) => station.cpId === 'sundsvall')!;
    expect(sundsvall.line).toHaveLength(4);
    expect(sundsvall.directionDeg).toEqual(expect.any(Number));

    const { references } = await call(tolls.analyser.listReferences({}, root()));
    expect(references).toHaveLength(158);
    const reference = references.find((candidate) => candidate.cpId === 'stockholm-292')!;
    expect(reference.referenceBack).toBe('stockholm-291');
    // 291 lies 11 m east and 4 m north of 292.
    expect(reference.direction).toBeGreaterThan(60);
    expect(reference.direction).toBeLessThan(80);
    expect(references.find((candidate) => candidate.cpId === 'sundsvall')).toEqual({
      cpId: 'sundsvall',
      referenceBack: '',
    });
  });

  it('moves a gantry and clears the override; refuses unknown stations and absurd values', async () => {
    const seed = gantry('stockholm', '332');
    const moved = await call(override({ cpId: 'stockholm-332', sweref99tmN: seed.n + 38 }));
    expect(moved.overridden).toBe(true);
    expect(moved.sweref99tmN).toBeCloseTo(seed.n + 38, 6);
    expect(moved.sweref99tmE).toBeCloseTo(seed.e, 6);
    const turned = await call(override({ cpId: 'stockholm-332', nudgeAngle: 12 }));
    expect(turned).toMatchObject({ overridden: true, nudgeAngle: 12, directionDeg: 12 });
    expect(turned.sweref99tmN).toBeCloseTo(seed.n + 38, 6); // the earlier move is kept
    expect(turned.line).toHaveLength(4);
    const [row] = await tolls.orm.em
      .fork()
      .execute<Array<{ updated_by: string }>>(
        `select "updated_by" from "tolls"."station_overrides" where "station_id" = 'stockholm-332'`,
      );
    expect(Number(row.updated_by)).toBe(accounts.root.userId);

    // The tariff class too (the data's Essingeleden classes are uncertain); the class is Stockholm's to change.
    const billed = await call(override({ cpId: 'stockholm-332', tariff: 'stockholm-essingeleden' }));
    expect(billed).toMatchObject({ overridden: true, tariff: 'stockholm-essingeleden', nudgeAngle: 12 });
    expect(await codeOf(override({ cpId: 'goteborg-401', tariff: 'stockholm-inner' }))).toBe('MISFORMATTED_FIELDS');
    expect(await codeOf(override({ cpId: 'stockholm-332', tariff: 'gothenburg' }))).toBe('MISFORMATTED_FIELDS');

    const cleared = await call(override({ cpId: 'stockholm-332', clear: true }));
    expect(cleared).toMatchObject({ overridden: false, tariff: 'stockholm-inner' });
    expect(cleared.nudgeAngle).toBeUndefined();
    expect(cleared.sweref99tmN).toBeCloseTo(seed.n, 6);

    expect(await codeOf(override({ cpId: 'stockholm-9999', nudgeAngle: 1 }))).toBe('NOT_FOUND');
    const misformatted = [
      { cpId: 'stockholm-332', sweref99tmE: seed.e + 2_500 },
      { cpId: 'stockholm-332', sweref99tmN: Number.NaN },
      { cpId: 'stockholm-332', nudgeAngle: 400 },
      { cpId: 'stockholm-332', nudgeAngle: 3, clear: true },
    ];
    for (const request of misformatted) {
      expect(await codeOf(override(request))).toBe('MISFORMATTED_FIELDS');
    }
    expect(await codeOf(override({ cpId: 'stockholm-332' }))).toBe('MISSING_FIELDS');
  });

  it("reads a trip's path from devices and explains its detection: a hit, a near miss, and an override that turns the miss into a hit", async () => {
    await clearOverride('stockholm-332');
    // Tuesday 24 November 2026, eastward: 38 m north of Lilla Essingen 332 at 07:06 local, then through Danvikstull
    // (272, its western gantry) at 07:41.
    const danvik = gantry('stockholm', '272');
    const essingen = gantry('stockholm', '332');
    const base = Date.parse('2026-11-24T06:04:00Z') + randomInt(0, 1_000) * 10; // its own instants in the store
    // Each pass is a straight drive (its neighbours in line), so the curve detection reads is the straight road there.
    const pass = (at: { e: number; n: number }, north: number, startMs: number) =>
      [-600, -300, 300, 600].map((east, i) => ({
        tsMs: startMs + [0, 60_000, 180_000, 240_000][i],
        ...fromSweref99tm({ e: at.e + east, n: at.n + north }),
      }));
    const fixes = [...pass(essingen, 38, base), ...pass(danvik, 0, base + 35 * 60_000)];
    await storePositions(fixes);
    const facts = tollsV1.TripFacts.fromPartial({
      tripId: 9_200_000_000 + randomInt(0, 1_000_000),
      journalVersion: 1,
      organizationId: accounts.root.organizationId,
      vehicleId: 0,
      imei: unit.imei,
      startTsMs: base - 1_000,
      stopTsMs: base + 39 * 60_000 + 1_000,
      status: 'NONE',
    });

    const info = await call(tolls.analyser.getPathInfo(facts, root()));
    expect(info.tripId).toBe(facts.tripId);
    expect(info.originalTimestamps).toEqual(fixes.map((fix) => fix.tsMs));
    expect(info.originalPath).toHaveLength(8);
    expect(info.originalPath[0].latitude).toBeCloseTo(fixes[0].latitude, 5);
    expect(info.snapSource).toBe('none');
    expect(info.thinned).toBe(false);
    // The path detection reads: every fix (a curve's samples between them where the road bends).
    const interpolated = info.roadInterpolation.map((point) => point.timestampMs);
    for (const fix of fixes) expect(interpolated).toContain(fix.tsMs);
    // The resampled path: a point every 25 m along it, the ends included.
    const grid = info.resampledPath.map((point) => toSweref99tm(point.latitude, point.longitude));
    const steps = grid.slice(1).map((p, i) => Math.hypot(p.e - grid[i].e, p.n - grid[i].n));
    for (const step of steps.slice(0, -1)) expect(step).toBeLessThanOrEqual(25.001);
    expect(steps[0]).toBeCloseTo(25, 1);
    expect(info.resampledPath.at(-1)!.timestampMs).toBe(fixes[7].tsMs);

    const checked = await call(tolls.analyser.checkPath(facts, root()));
    const row = (cpId: string) => checked.passages.find((passage) => passage.cpId === cpId);
    expect(row('stockholm-272')).toMatchObject({
      stationName: 'Danvikstull',
      hit: true,
      amountSek: 45,
      reason: "crossed the line across the vehicle's direction 0 m from the gantry",
    });
    expect(row('stockholm-271')).toMatchObject({ hit: false, amountSek: 0 });
    expect(row('stockholm-271')!.reason).toMatch(/^merged with gantry stockholm-272 of the same station/);
    expect(row('stockholm-332')).toMatchObject({
      stationName: 'Lilla Essingen',
      hit: false,
      amountSek: 0,
      offsetM: 38,
      reason: 'closest approach 38 m: beyond 25 m',
    });
    expect(Date.parse(row('stockholm-332')!.isotime)).toBe(base + 120_000);
    expect(checked).toMatchObject({ congestionTaxSek: 45, infraTaxSek: 0 });

    // The gantry moved 38 m north: the same path now passes it, and the amounts follow; nothing else changed.
    await call(override({ cpId: 'stockholm-332', sweref99tmN: essingen.n + 38 }));
    const again = await call(tolls.analyser.checkPath(facts, root()));
    expect(again.passages.find((passage) => passage.cpId === 'stockholm-332')).toMatchObject({
      hit: true,
      amountSek: 45,
    });
    expect(again.congestionTaxSek).toBe(90);
    await call(override({ cpId: 'stockholm-332', clear: true }));
    const [{ count }] = await tolls.orm.em.fork().execute<Array<{ count: string }>>(
      `select count(*) from "tolls"."passages" p join "tolls"."trips" t
        using ("trip_id") where t."trip_id" = ?`,
      [facts.tripId],
    );
    expect(Number(count)).toBe(0);

    // A trip with a stop before its start is refused; one without a device has an empty path.
    expect(await codeOf(tolls.analyser.checkPath({ ...facts, startTsMs: facts.stopTsMs + 1 }, root()))).toBe(
      'MISFORMATTED_FIELDS',
    );
    expect(await call(tolls.analyser.checkPath({ ...facts, imei: '' }, root()))).toEqual({
      congestionTaxSek: 0,
      infraTaxSek: 0,
      passages: [],
    });
  });
});
