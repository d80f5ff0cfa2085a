import { DEMO_PASSWORD, DEMO_ROOT_EMAIL, TEST_PASSWORD, unique } from '@fleetlog/testing';

import type { ApiClient } from './api-client';

export { DEMO_PASSWORD, TEST_PASSWORD, unique };

export interface TestUser {
  userId: number;
  email: string;
  token: string;
}

export interface TestOrganization {
  organizationId: number;
  name: string;
  admin: TestUser;
}

/**
 * Test data made through the API itself, as ROOT: every test gets organisations of its own, so tests never see
 * each other's users (spec: each integration test creates its own organisation).
 */
export class Fixtures {
  private constructor(
    private readonly api: ApiClient,
    readonly rootToken: string,
  ) {}

  static async create(api: ApiClient): Promise<Fixtures> {
    return new Fixtures(api, await api.login(DEMO_ROOT_EMAIL, DEMO_PASSWORD));
  }

  async organization(label: string): Promise<TestOrganization> {
    const name = unique(label);
    const email = `admin-${name}@example.se`.toLowerCase();
    const created = await this.api.post<{ organization: { organizationId: number }; adminUser: { userId: number } }>(
      '/api/admin/organization',
      {
        fullName: `BFF ${name}`,
        adminUserEmail: email,
        adminUserFullName: `Admin ${name}`,
        adminUserPassword: TEST_PASSWORD,
      },
      { token: this.rootToken },
    );
    if (created.status !== 201) throw new Error(`creating organisation failed: ${created.status} ${created.text}`);
    const token = await this.api.login(email, TEST_PASSWORD);
    return {
      organizationId: created.body.organization.organizationId,
      name,
      admin: { userId: created.body.adminUser.userId, email, token },
    };
  }

  /** A user created by the organisation's admin, logged in. */
  async user(organization: TestOrganization, roles: string[] = ['DRIVER']): Promise<TestUser> {
    const name = unique('user');
    const email = `${name}@example.se`.toLowerCase();
    const created = await this.api.post<{ userId: number }>(
      '/api/user',
      { name: `User ${name}`, email, roles, password: TEST_PASSWORD },
      { token: organization.admin.token },
    );
    if (created.status !== 201) throw new Error(`creating user failed: ${created.status} ${created.text}`);
    return { userId: created.body.userId, email, token: await this.api.login(email, TEST_PASSWORD) };
  }
}
