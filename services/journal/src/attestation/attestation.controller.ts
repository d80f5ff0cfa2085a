import { AccessDirectory, type Caller, CallerResolver } from '@fleetlog/access';
import { ErrorCode, journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';
import { type EntityManager as TxManager, EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject } from '@nestjs/common';

import { organizationsOf, viewerOf } from '../journal/journal-caller';
import type { JournalViewer } from '../journal/journal-rules';
import {
  assertApprovable,
  assertAttestable,
  assertPurposesGiven,
  assertManager,
  assertMonth,
  assertRefusable,
  assertRemindable,
  assertResettable,
  assertRoot,
  assertUnlockable,
} from './attestation-rules';
import { AttestationRepository, type MonthKey, type MonthRow } from './attestation.repository';

/**
 * journal.v1.AttestationService (spec 02 §4 "Monthly attestation per driver and vehicle", §6, §7 "Attestation").
 * Every change of a month and of its trips' statuses, with the trips' TripChanged, commits in one transaction.
 */
@Controller()
@journalV1.AttestationServiceControllerMethods()
export class AttestationController implements journalV1.AttestationServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    @Inject(AccessDirectory) private readonly directory: AccessDirectory,
    private readonly em: EntityManager,
  ) {}

  async checkMonth(request: journalV1.MonthRef, metadata?: Metadata): Promise<journalV1.MonthCheck> {
    const caller = await this.callers.resolve(metadata);
    const key = this.keyOf(caller, request);
    const repository = new AttestationRepository(this.em.fork());
    const organizationId = await this.visibleVehicle(caller, repository, key.vehicleId);
    const [state, counts, earlier] = await Promise.all([
      repository.month(key, organizationId),
      repository.counts(key),
      repository.earlierUnattested(key),
    ]);
    const earlierStates: MonthRow[] = [];
    for (const month of earlier) earlierStates.push(await repository.month({ ...key, ...month }, organizationId));
    return {
      state: this.stateOf(state),
      countNoDescription: counts.noDescription,
      countLightAttested: counts.lightAttested,
      countNotCertified: counts.notCertified,
      countFlagged: counts.flagged,
      earlierUnattested: earlierStates.filter((month) => !month.attested).map((month) => this.stateOf(month)),
      payrollIntegrationActive: this.payrollIntegrationActive(organizationId),
    };
  }

  async attestMonth(request: journalV1.AttestMonthRequest, metadata?: Metadata): Promise<journalV1.MonthStates> {
    const caller = await this.callers.resolve(metadata);
    // A driver attests its own trips (spec 02 §6: every role, own trips).
    const key = this.keyOf(caller, { ...request.month!, driverUserId: 0 });
    const months = await this.em.fork().transactional(async (tx) => {
      const repository = new AttestationRepository(tx);
      const organizationId = await this.visibleVehicle(caller, repository, key.vehicleId);
      const keys = request.includePrevious
        ? [...(await repository.earlierUnattested(key)).map((month) => ({ ...key, ...month })), key]
        : [key];
      const attested: MonthRow[] = [];
      for (const month of keys) {
        const state = await repository.month(month, organizationId, true);
        if (state.attested) {
          attested.push(state);
          continue;
        }
        assertAttestable(state);
        if (this.payrollIntegrationActive(organizationId)) {
          assertPurposesGiven(true, (await repository.counts(month)).noDescription);
        }
        await repository.moveTrips(month, ['NONE', 'CHECKED', 'CORRECTED'], 'LOCKED');
        await repository.setState(month, { attested: true, adminApproved: false, refused: false, message: '' }, null);
        attested.push(await repository.month(month, organizationId));
      }
      return attested;
    });
    return { months: months.map((month) => this.stateOf(month)) };
  }

  async listMonths(request: journalV1.ListMonthsRequest, metadata?: Metadata): Promise<journalV1.MonthStates> {
    const caller = await this.callers.resolve(metadata);
    assertMonth(request.year, request.month);
    const viewer = viewerOf(caller);
    const managing = viewer.admin || viewer.superadmin;
    const months = await new AttestationRepository(this.em.fork()).months(
      organizationsOf(caller),
      managing ? null : caller.principal.userId,
      request.year,
      request.month,
    );
    return { months: months.map((month) => this.stateOf(month)) };
  }

  approveMonth(request: journalV1.MonthAction, metadata?: Metadata): Promise<journalV1.MonthState> {
    return this.review(request, metadata, assertManager, async (repository, key, state, caller) => {
      assertApprovable(state);
      await repository.moveTrips(key, ['LOCKED'], 'DONE');
      await repository.setState(
        key,
        { attested: true, adminApproved: true, refused: false, message: request.message },
        caller.principal.userId,
      );
    });
  }

  refuseMonth(request: journalV1.MonthAction, metadata?: Metadata): Promise<journalV1.MonthState> {
    return this.review(request, metadata, assertManager, async (repository, key, state, caller) => {
      assertRefusable(state);
      const named = (request.journalIds ?? []).map(Number);
      const ofMonth = await repository.tripsOfMonth(key, named);
      const missing = named.filter((id) => !ofMonth.includes(id));
      if (missing.length > 0) throw new DomainError(ErrorCode.JOURNAL_MISSING, `not trips of the month: ${missing}`);
      // The trips named go back for correction with the message; the rest are open again.
      await repository.moveTrips(key, ['LOCKED'], 'BAD', { only: ofMonth, comment: request.message });
      await repository.moveTrips(key, ['LOCKED'], 'NONE');
      await repository.setState(
        key,
        { attested: false, adminApproved: false, refused: true, message: request.message },
        caller.principal.userId,
      );
    });
  }

  unlockMonth(request: journalV1.MonthAction, metadata?: Metadata): Promise<journalV1.MonthState> {
    return this.review(request, metadata, assertRoot, async (repository, key, state, caller) => {
      assertUnlockable(state);
      await repository.moveTrips(key, ['DONE'], 'LOCKED');
      await repository.setState(
        key,
        { attested: true, adminApproved: false, refused: false, message: '' },
        caller.principal.userId,
      );
    });
  }

  resetMonth(request: journalV1.MonthAction, metadata?: Metadata): Promise<journalV1.MonthState> {
    return this.review(request, metadata, assertRoot, async (repository, key, state, caller) => {
      assertResettable(state);
      await repository.moveTrips(key, ['LOCKED', 'DONE'], 'NONE');
      await repository.setState(
        key,
        { attested: false, adminApproved: false, refused: false, message: '' },
        caller.principal.userId,
      );
    });
  }

  /** The driver is mailed (by auth, from journal.attestation-reminders.v1) to attest the month. */
  remindMonth(request: journalV1.MonthAction, metadata?: Metadata): Promise<journalV1.MonthState> {
    return this.review(request, metadata, assertManager, async (repository, key, state, caller) => {
      assertRemindable(state);
      await repository.remind(key, state, request.message, caller.principal.userId);
    });
  }

  /** An administrator's (or ROOT's) change of a driver's month: the month locked, checked, changed, answered. */
  private async review(
    request: journalV1.MonthAction,
    metadata: Metadata | undefined,
    allowed: (viewer: JournalViewer) => void,
    change: (repository: AttestationRepository, key: MonthKey, state: MonthRow, caller: Caller) => Promise<void>,
  ): Promise<journalV1.MonthState> {
    const caller = await this.callers.resolve(metadata);
    allowed(viewerOf(caller));
    const ref = request.month;
    if (!ref?.driverUserId) throw new DomainError(ErrorCode.MISSING_FIELDS, 'the driver is required');
    const key = this.keyOf(caller, ref);
    const state = await this.em.fork().transactional(async (tx: TxManager) => {
      const repository = new AttestationRepository(tx);
      const organizationId = await this.visibleVehicle(caller, repository, key.vehicleId);
      await change(repository, key, await repository.month(key, organizationId, true), caller);
      return repository.month(key, organizationId);
    });
    return this.stateOf(state);
  }

  /** The vehicle's organisation when the caller sees it; VEHICLE_MISSING otherwise (as for one that does not exist). */
  private async visibleVehicle(caller: Caller, repository: AttestationRepository, vehicleId: number): Promise<number> {
    const organizationId = await repository.vehicleOrganization(vehicleId);
    const organizations = organizationsOf(caller);
    if (organizationId === undefined || (organizations !== null && !organizations.includes(organizationId))) {
      throw new DomainError(ErrorCode.VEHICLE_MISSING, `no vehicle ${vehicleId}`);
    }
    return organizationId;
  }

  /** The organisation's payroll integration (Kontek) is active (auth's read model). */
  private payrollIntegrationActive(organizationId: number): boolean {
    return this.directory.organizations.get(organizationId)?.kontekActive ?? false;
  }

  private stateOf(month: MonthRow): journalV1.MonthState {
    return {
      attestationId: month.attestationId,
      year: month.year,
      month: month.month,
      vehicleId: month.vehicleId,
      driverUserId: month.driverUserId,
      organizationId: month.organizationId,
      attested: month.attested,
      adminApproved: month.adminApproved,
      refused: month.refused,
      message: month.message,
      attestedTsMs: month.attestedMs,
      tripCount: month.tripCount,
      flaggedCount: month.flaggedCount,
      registry: month.registry,
      vehicleName: month.vehicleName,
      benefitType: month.benefitType,
      imei: month.imei,
      distanceBusinessM: month.distanceBusinessM,
      distancePrivateM: month.distancePrivateM,
      driverName: this.directory.users.get(month.driverUserId)?.displayName ?? '',
      reviewedByName: month.reviewedBy ? (this.directory.users.get(month.reviewedBy)?.displayName ?? '') : '',
      reviewedTsMs: month.reviewedMs,
    };
  }

  /**
   * The month asked about: the caller's own unless an administrator names a driver. The person named must be one the
   * caller sees (spec 02 §6): a user of the organisations it acts in, or for a driver itself. Anyone else answers
   * like a user that does not exist (USER_MISSING), so no route of the month reads or writes a foreign person's month
   * because the vehicle was the caller's (issue 18).
   */
  private keyOf(caller: Caller, ref: journalV1.MonthRef): MonthKey {
    assertMonth(ref.year, ref.month);
    const named = Number(ref.driverUserId);
    const driverUserId = named > 0 ? named : caller.principal.userId;
    if (driverUserId !== caller.principal.userId) this.assertVisiblePerson(caller, driverUserId);
    return { year: ref.year, month: ref.month, vehicleId: Number(ref.vehicleId), driverUserId };
  }

  private assertVisiblePerson(caller: Caller, userId: number): void {
    const viewer = viewerOf(caller);
    const person = this.directory.users.get(userId);
    const organizations = organizationsOf(caller);
    const visible =
      (viewer.admin || viewer.superadmin) &&
      person !== undefined &&
      (organizations === null || organizations.includes(person.organizationId));
    if (!visible) throw new DomainError(ErrorCode.USER_MISSING, `no user ${userId}`);
  }
}
