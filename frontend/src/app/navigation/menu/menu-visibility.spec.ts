import { describe, expect, it } from 'vitest';

import type { ModuleFlags, Role } from '../../../api/types';
import { MENU } from './menu-definition';
import { filterMenu, visibleMenu, type MenuVisibilityInput } from './menu-visibility';

const allEntries = MENU.flatMap((g) => g.entries);

function modulesFor(keys: readonly string[], active = true): ModuleFlags {
  return Object.fromEntries(keys.map((k) => [k, { active }]));
}

function input(roles: Role[], overrides: Partial<MenuVisibilityInput> = {}): MenuVisibilityInput {
  return {
    roles,
    modules: modulesFor(allEntries),
    selectedOrganizationId: 10,
    noMapOrganizationIds: [],
    developmentShow: false,
    ...overrides,
  };
}

const entriesOf = (i: MenuVisibilityInput) => visibleMenu(i).flatMap((g) => g.entries);
const groupsOf = (i: MenuVisibilityInput) => visibleMenu(i).map((g) => g.key);

describe('visibleMenu', () => {
  it('shows ROOT every group and entry except the development-only devices entry', () => {
    const entries = entriesOf(input(['ROOT'], { modules: {} }));
    expect(entries).toEqual(allEntries.filter((e) => e !== 'devices'));
    expect(groupsOf(input(['ROOT'], { modules: {} }))).toEqual(MENU.map((g) => g.key));
  });

  it('ignores module flags and the map exclusion list for ROOT and HEXA', () => {
    for (const role of ['ROOT', 'HEXA'] as Role[]) {
      const entries = entriesOf(input([role], { modules: modulesFor(allEntries, false), noMapOrganizationIds: [10] }));
      expect(entries).toContain('map');
      expect(entries).toContain('organizations');
    }
  });

  it('shows devices only when the development-show flag is set', () => {
    expect(entriesOf(input(['ADMIN']))).not.toContain('devices');
    expect(entriesOf(input(['ADMIN'], { developmentShow: true }))).toContain('devices');
    expect(entriesOf(input(['ROOT'], { developmentShow: true }))).toContain('devices');
  });

  it('gives ADMIN the organisation, alarms and reports groups but not superadmin', () => {
    expect(groupsOf(input(['ADMIN']))).toEqual(['main', 'admin', 'preferences', 'alarms', 'reports', 'support']);
  });

  it('gives DRIVER only the groups for everyone', () => {
    expect(groupsOf(input(['DRIVER']))).toEqual(['main', 'preferences', 'support']);
    expect(entriesOf(input(['DRIVER']))).not.toContain('userroles');
  });

  it('hides an entry for non-superadmins when its module flag is inactive or missing', () => {
    const modules = { ...modulesFor(allEntries), ecoScore: { active: false } };
    delete (modules as Record<string, unknown>).zones;
    const entries = entriesOf(input(['ADMIN'], { modules }));
    expect(entries).not.toContain('ecoScore');
    expect(entries).not.toContain('zones');
    expect(entries).toContain('journey');
  });

  it('hides everything but leaves no empty groups when the organisation has no module flags', () => {
    expect(visibleMenu(input(['DRIVER'], { modules: undefined }))).toEqual([]);
  });

  it("shows the reminder and quality lists by the function alarms' module flag", () => {
    const modules = modulesFor(allEntries.filter((e) => e !== 'alarmsReminders' && e !== 'alarmsQuality'));
    expect(entriesOf(input(['ADMIN'], { modules }))).toEqual(
      expect.arrayContaining(['alarmsFunctions', 'alarmsReminders', 'alarmsQuality']),
    );
    const without = { ...modules, alarmsFunctions: { active: false } };
    const entries = entriesOf(input(['ADMIN'], { modules: without }));
    expect(entries).not.toContain('alarmsReminders');
    expect(entries).not.toContain('alarmsQuality');
    expect(entries).toContain('alarmsSafety');
  });

  it('hides the map for organisations on the no-map-view list', () => {
    expect(entriesOf(input(['DRIVER'], { noMapOrganizationIds: [10] }))).not.toContain('map');
    expect(entriesOf(input(['DRIVER'], { noMapOrganizationIds: [11] }))).toContain('map');
  });

  it('treats HEXA like ROOT for the superadmin group', () => {
    expect(groupsOf(input(['HEXA']))).toContain('superadmin');
    expect(groupsOf(input(['ADMIN', 'DRIVER']))).not.toContain('superadmin');
  });
});

describe('filterMenu', () => {
  const label = (e: string) => ({ journey: 'Körjournal', map: 'Karta', support: 'Kundtjänst' })[e] ?? e;
  const groups = visibleMenu(input(['DRIVER']));

  it('keeps entries whose label contains the term, ignoring case, and drops empty groups', () => {
    expect(filterMenu(groups, 'KÖR', label)).toEqual([{ key: 'main', entries: ['journey'] }]);
  });

  it('returns everything for a blank term', () => {
    expect(filterMenu(groups, '  ', label)).toBe(groups);
  });
});
