import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'fleetlog:is-public';
export const SUPERADMIN_ONLY = 'fleetlog:superadmin-only';

/** The route needs no token (login, password reset, control, version document, health). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/**
 * The route is for ROOT and HEXA only. Checked at the edge so a driver's request never reaches a service; the auth
 * service checks again because it trusts nothing it did not verify itself.
 */
export const SuperadminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(SUPERADMIN_ONLY, true);
