/** The payroll-integration fields that decide whether the integration counts as active. */
export interface KontekFields {
  readonly kontekEnabled: boolean;
  readonly kontekCompanyNumber?: number | null;
  readonly kontekUrlDomain?: string | null;
  readonly instance?: string | null;
  readonly username?: string | null;
  readonly passwordSet: boolean;
}

const present = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** Spec 01 §4.4: active only if enabled and company number, url domain, instance, username and password are all there. */
export function isKontekActive(fields: KontekFields): boolean {
  return (
    fields.kontekEnabled &&
    typeof fields.kontekCompanyNumber === 'number' &&
    fields.kontekCompanyNumber > 0 &&
    present(fields.kontekUrlDomain) &&
    present(fields.instance) &&
    present(fields.username) &&
    fields.passwordSet
  );
}

/** The stored organisation's integration fields as `isKontekActive` reads them (the password only as set or not). */
export interface StoredKontekFields {
  readonly kontekEnabled: boolean;
  readonly kontekCompanyNumber?: number | null;
  readonly kontekUrlDomain?: string | null;
  readonly kontekInstance?: string | null;
  readonly kontekUsername?: string | null;
  readonly kontekPasswordEncrypted?: string | null;
}

/** Whether a stored organisation's payroll integration is active (spec 01 §4.4). */
export function isStoredKontekActive(org: StoredKontekFields): boolean {
  return isKontekActive({
    kontekEnabled: org.kontekEnabled,
    kontekCompanyNumber: org.kontekCompanyNumber,
    kontekUrlDomain: org.kontekUrlDomain,
    instance: org.kontekInstance,
    username: org.kontekUsername,
    passwordSet: !!org.kontekPasswordEncrypted,
  });
}
