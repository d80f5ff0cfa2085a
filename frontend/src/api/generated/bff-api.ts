// Generated from the BFF OpenAPI document by services/bff/scripts/openapi-types.ts (npm run openapi:generate).
// Do not edit: change the BFF schemas and generate again; npm test fails while this file is stale.
export type paths = {
  '/api/admin/avl/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Raw packets a device sent in a time range, 8 a page, newest first */
    get: operations['AvlLogController_log'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every device, with tab counts */
    get: operations['AdminDevicesController_list'];
    put?: never;
    /** Add a unit to the stock (optionally linked to an organisation and vehicle) */
    post: operations['AdminDevicesController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One device */
    get: operations['AdminDevicesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** One kind of change: {organizationId, familyWarningAcknowledged} change organisation; {retired}; {smsControl: {history}}; {installedVehicle: {id} | null}; or device fields */
    patch: operations['AdminDevicesController_patch'];
    trace?: never;
  };
  '/api/admin/devices/{id}/connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connect a device to an organisation, optionally a vehicle (existing or new) and a new driver; what was created is undone if a later step fails */
    post: operations['AdminDevicesController_connect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/devices/{id}/installations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Installation history of a device */
    get: operations['AdminDevicesController_installations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/devices/{id}/installed-vehicle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Uninstall a device from its vehicle (ROOT); the device stays in its organisation */
    delete: operations['AdminDevicesController_uninstall'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/devices/{id}/sms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an SMS command to a device through the connectivity provider */
    post: operations['AdminDevicesController_sms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/future-device': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Planned device replacements */
    get: operations['AdminDevicesController_listFutureDevices'];
    put?: never;
    /** Plan a device replacement for a vehicle (one plan per vehicle) */
    post: operations['AdminDevicesController_planFutureDevice'];
    /** Cancel the planned replacement of a vehicle */
    delete: operations['AdminDevicesController_cancelFutureDevice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/move-trip/single/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Move a trip to another vehicle (its organisation) and driver */
    put: operations['TripAdminController_moveOne'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/move-trips': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move the source vehicle's trips that end inside the interval, all or none (MOVE_TRIPS_FAILED) */
    post: operations['TripAdminController_moveMany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/organization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All organisations */
    get: operations['AdminController_list'];
    put?: never;
    /** Create an organisation with its first ADMIN user */
    post: operations['AdminController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/organization/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One organisation, with its integration settings */
    get: operations['AdminController_get'];
    put?: never;
    post?: never;
    /** Delete an organisation */
    delete: operations['AdminController_remove'];
    options?: never;
    head?: never;
    /** Change any field of an organisation */
    patch: operations['AdminController_update'];
    trace?: never;
  };
  '/api/admin/organization/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set an on/off switch of an organisation (e.g. ORG_ALLOWED_SPEED_REPORT) */
    post: operations['AdminController_setOrganizationSetting'];
    /** Remove an on/off switch of an organisation */
    delete: operations['AdminController_deleteOrganizationSetting'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/trip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enter a trip by hand (the New trip form of spec 02 §3) */
    post: operations['TripAdminController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/trip/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a trip (a merged entry with its trips); an attested trip stays */
    delete: operations['TripAdminController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/user/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set an on/off switch of a user (e.g. USER_ALLOWED_SPEED_REPORT) */
    post: operations['AdminController_setUserSetting'];
    /** Remove an on/off switch of a user */
    delete: operations['AdminController_deleteUserSetting'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/vehicles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a vehicle in any organisation (ROOT, HEXA) */
    post: operations['VehiclesController_adminCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/vehicles/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a vehicle's history: its trips (journal) and the positions its devices recorded in it (devices) */
    delete: operations['TripAdminController_deleteHistory'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alarm-notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's alarm notifications, newest first, and the unread count
     * @description Every role; only the caller's own.
     */
    get: operations['AlarmNotificationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alarm-notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark the caller's notifications read (the ids given, or all)
     * @description Every role; another user's ids change nothing.
     */
    post: operations['AlarmNotificationsController_read'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alarm-period': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Alarm periods overlapping a range (start and end in unix seconds, or fromTsMs and toTsMs)
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING. Without a range: 400 BAD_TIMESTAMP ('Bad timestamp').
     */
    get: operations['AlarmPeriodsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alarm-period/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Acknowledge an alarm period, with a comment of at most 40 characters
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING. A comment over 40 characters: 400 ALARM_COMMENT_TOO_LONG.
     */
    patch: operations['AlarmPeriodsController_acknowledge'];
    trace?: never;
  };
  '/api/alarm-period/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ongoing alarm periods
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.
     */
    get: operations['AlarmPeriodsController_current'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alarm-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every alarm setting (geofences aside) of the organisations the caller sees
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.
     */
    get: operations['AlarmSettingsController_list'];
    put?: never;
    /**
     * Create an alarm setting
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING. An alarm name the product does not have: 400 ALARM_NAME_UNKNOWN ('unknown alarm type').
     */
    post: operations['AlarmSettingsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alarm-settings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One alarm setting
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.
     */
    get: operations['AlarmSettingsController_get'];
    put?: never;
    post?: never;
    /**
     * Remove an alarm setting (its ongoing periods close; the history stays)
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.
     */
    delete: operations['AlarmSettingsController_remove'];
    options?: never;
    head?: never;
    /**
     * Change an alarm setting (the fields given); {active} alone toggles it at once
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.
     */
    patch: operations['AlarmSettingsController_update'];
    trace?: never;
  };
  '/api/attest/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A driver's month in a vehicle, counted for the attest dialog */
    get: operations['AttestationController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/attest/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Approve a driver's attested month (administrators) */
    put: operations['AttestationController_confirm'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/attest/months': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The month's driver-and-vehicle attestations: all for administrators, the caller's own for drivers */
    get: operations['AttestationController_months'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/attest/refuse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Refuse a driver's attested month; the trips named go back for correction (administrators) */
    put: operations['AttestationController_refuse'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/attest/remind': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Remind a driver by e-mail to attest a month (administrators; not attested, not approved) */
    put: operations['AttestationController_remind'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/attest/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Unlock an approved month (ROOT): approval and refusal reset, the attestation stays */
    put: operations['AttestationController_unlock'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/attest/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Attest your month in a vehicle (optionally every earlier month not attested) */
    patch: operations['AttestationController_attest'];
    trace?: never;
  };
  '/api/attest/user/{id}/unattest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Reset a driver's month (ROOT): not attested, approved or refused; its trips open again */
    patch: operations['AttestationController_unattest'];
    trace?: never;
  };
  '/api/auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current user with the organisations they know and their module flags */
    get: operations['SessionController_currentUser'];
    put?: never;
    /**
     * Log in with e-mail and password
     * @description Also sets the refresh-token cookie (HttpOnly, SameSite=Strict, Path=/api/session) that POST /api/session/refresh exchanges for a new access token.
     */
    post: operations['SessionController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set a new password with a reset or invitation token (single use) */
    patch: operations['SessionController_resetPassword'];
    trace?: never;
  };
  '/api/auth/validate-password-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a password-reset or invitation token before showing the new-password form */
    post: operations['SessionController_validatePasswordToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/control': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness of the API as the web app sees it, with the server version */
    get: operations['SessionController_control'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device-vehicle/vehicle/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The device installed in a vehicle */
    get: operations['DevicesController_vehicleDevice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Devices of the caller’s organisations with tab counts (ADMIN, ROOT, HEXA) */
    get: operations['DevicesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Install a free device in a vehicle, or with move: true move an installed one (the old vehicle loses its device, odometer and last seen). ADMIN within the organisation, ROOT anywhere */
    patch: operations['DevicesController_install'];
    trace?: never;
  };
  '/api/devices/{id}/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Commands sent to a device, newest first */
    get: operations['VehicleCommandsController_deviceHistory'];
    put?: never;
    /**
     * Send a command to a device (devices screen: get info, restart, web-connect, update position)
     * @description Answers the recorded command: PENDING until a gateway holding the device connection sends it (a device that is not connected gets it when it next reports); poll the history for SENT, RESPONDED (with the answer) or FAILED.
     */
    post: operations['VehicleCommandsController_toDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/external/fota/device': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Current firmware and configuration of a device from the firmware-update service */
    get: operations['ExternalController_firmware'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/external/phone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Phone number of a SIM card by ICCID */
    get: operations['ExternalController_phone'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geo-larm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every geofence alarm of the organisations the caller sees
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.
     */
    get: operations['GeofenceAlarmsController_list'];
    put?: never;
    /**
     * Create a geofence alarm
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING. Fewer than 3 points: 400 GEOFENCE_TOO_FEW_POINTS; crossing edges: GEOFENCE_SELF_INTERSECTING.
     */
    post: operations['GeofenceAlarmsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geo-larm/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One geofence alarm
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.
     */
    get: operations['GeofenceAlarmsController_get'];
    put?: never;
    post?: never;
    /**
     * Remove a geofence alarm
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.
     */
    delete: operations['GeofenceAlarmsController_remove'];
    options?: never;
    head?: never;
    /**
     * Change a geofence alarm (the fields given); {active} alone toggles it at once
     * @description ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.
     */
    patch: operations['GeofenceAlarmsController_update'];
    trace?: never;
  };
  '/api/geo/speed-log-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the caller may open speed logs (ROOT, or the user or organisation speed-report switch) */
    get: operations['GeoController_speedLogAccess'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geo/trip/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A trip's speed journey: its path with the time and speed of each fix
     * @description JOURNAL_MISSING (404) for a trip the caller does not see; NO_ACCESS_TO_FEATURE (403) without the speed log; PRIVATE_TRIP_DIFFERENT_USER (403) for another driver's private trip.
     */
    get: operations['GeoController_speedJourney'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invite-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite a person by e-mail (records inviteSentTsMs and mails a link) */
    post: operations['UsersController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trips starting in a range, oldest first, as the caller may see them */
    get: operations['JournalController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal-csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The same search as a CSV file: the journal report of the reports service (one CSV renderer)
     * @description UTF-8 with a byte-order mark; csvDelimiter ";" (the default here, for Swedish Windows spreadsheets, with decimal commas) or "," (decimal points). Privacy as in the API: the own private trips in full, another driver's as date and distance. No trips: 404 JOURNALS_MISSING.
     */
    get: operations['JournalController_csv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Confirm, correct, describe, comment or change the purpose of a trip */
    put: operations['JournalController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal/{id}/override-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trip as detected, then each superadmin override, oldest first (ROOT) */
    get: operations['JournalController_overrideHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal/{id}/reset-toll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Detect the trip's passages again on its path with the stations as now corrected, and recompute
     * @description ADMIN of the trip's organisation, ROOT, HEXA (a driver: 403 ROOT_OR_ADMIN_REQUIRED; another driver's private trip: 403 PRIVATE_TRIP_DIFFERENT_USER); a CHECKED, LOCKED or DONE trip: 400 TRIP_ATTESTED. Answers the toll fields as they now stand; the journal's copy follows within seconds. The trip's passage overrides are dropped; a trip not charged yet is charged now.
     */
    post: operations['TollEditingController_resetTolls'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal/{id}/restore-passages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Drop the overrides and removals of the trip's congestion-tax and/or infrastructure-fee passages
     * @description ADMIN of the trip's organisation, ROOT, HEXA (a driver: 403 ROOT_OR_ADMIN_REQUIRED; another driver's private trip: 403 PRIVATE_TRIP_DIFFERENT_USER); a CHECKED, LOCKED or DONE trip: 400 TRIP_ATTESTED. Answers the toll fields as they now stand; the journal's copy follows within seconds. The trip's days are computed again.
     */
    put: operations['TollEditingController_restorePassages'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal/{id}/route': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A trip's path for the route panel (no speeds)
     * @description JOURNAL_MISSING (404) for a trip the caller does not see; PRIVATE_TRIP_DIFFERENT_USER (403) for another driver's private trip.
     */
    get: operations['GeoController_route'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal/by-ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trips named (a merged entry's trips), oldest first; ids out of reach are left out */
    get: operations['JournalController_byIds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Merge consecutive trips into one entry (120 minutes apart at most, same vehicle, driver, purpose) */
    put: operations['JournalController_merge'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/journal/passage/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Override a passage's amount (null clears), or remove it or bring it back
     * @description ADMIN of the trip's organisation, ROOT, HEXA (a driver: 403 ROOT_OR_ADMIN_REQUIRED; another driver's private trip: 403 PRIVATE_TRIP_DIFFERENT_USER); a CHECKED, LOCKED or DONE trip: 400 TRIP_ATTESTED. Answers the toll fields as they now stand; the journal's copy follows within seconds. A passage out of reach: 404 PASSAGE_MISSING. Only the passage's trip changes: the day's other trips keep their amounts.
     */
    patch: operations['TollEditingController_overridePassage'];
    trace?: never;
  };
  '/api/journal/unmerge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Split a merged entry into its trips again */
    put: operations['JournalController_unmerge'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Organisations the caller knows (a driver: its own, public fields only) */
    get: operations['OrganizationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organization-simple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Id, name and parent of the organisations the caller knows */
    get: operations['OrganizationsController_listSimple'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organization/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One organisation (a driver: its own, public fields only) */
    get: operations['OrganizationsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change addresses or phone of an organisation (ADMIN of it, ROOT, HEXA) */
    patch: operations['OrganizationsController_update'];
    trace?: never;
  };
  '/api/organization/no-map-view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Organisations whose users do not get the map view */
    get: operations['OrganizationsController_noMapView'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The vehicles the caller may see on the map, with their latest positions */
    get: operations['OverviewController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/overview/vehicle/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One vehicle of the map with its latest position (the selected vehicle, refreshed every 10 s) */
    get: operations['OverviewController_vehicle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report-files/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A mailed report behind its signed, expiring link */
    get: operations['ReportFilesController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/{type}/{format}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A report as a file, or mailed (with email: 202 at once, generated in the background)
     * @description A DRIVER may have journal, summary-driver and purpose of its own trips; every other report is ADMIN, ROOT and HEXA. A vehicle, driver or organisation out of reach answers like a missing one. Missing fromTsMs or toTsMs: 400 BAD_TIMESTAMP ("Bad timestamp"); a period over a year REPORT_PERIOD_TOO_LONG; an unknown type REPORT_TYPE_UNKNOWN; eco-score only by e-mail and summary-all-vehicles only as PDF: REPORT_FORMAT_UNAVAILABLE; no trips JOURNALS_MISSING, nothing to summarise SUMMARIES_MISSING.
     */
    get: operations['ReportsController_report'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/driver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The driver monthly report (spec 02 §3): per driver and vehicle of the month */
    get: operations['ReportsController_driverReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every schedule of the organisations the caller sees
     * @description ADMIN, ROOT and HEXA; a schedule outside the caller's organisations answers 404 REPORT_SCHEDULE_MISSING.
     */
    get: operations['ReportSchedulesController_list'];
    put?: never;
    /**
     * Create a schedule (defaults: JOURNAL, PDF, day 1, show private off, Europe/Stockholm)
     * @description ADMIN, ROOT and HEXA; a schedule outside the caller's organisations answers 404 REPORT_SCHEDULE_MISSING. Recipients: valid e-mail addresses, at least one; at least one target.
     */
    post: operations['ReportSchedulesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/schedule/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a schedule (its delivery log stays)
     * @description ADMIN, ROOT and HEXA; a schedule outside the caller's organisations answers 404 REPORT_SCHEDULE_MISSING.
     */
    delete: operations['ReportSchedulesController_remove'];
    options?: never;
    head?: never;
    /**
     * Change a schedule (the fields given)
     * @description ADMIN, ROOT and HEXA; a schedule outside the caller's organisations answers 404 REPORT_SCHEDULE_MISSING.
     */
    patch: operations['ReportSchedulesController_update'];
    trace?: never;
  };
  '/api/report/schedule/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A schedule's delivery log, newest first: sent, failed and why
     * @description ADMIN, ROOT and HEXA; a schedule outside the caller's organisations answers 404 REPORT_SCHEDULE_MISSING.
     */
    get: operations['ReportSchedulesController_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/schedule/organization/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An organisation's schedules
     * @description ADMIN, ROOT and HEXA; a schedule outside the caller's organisations answers 404 REPORT_SCHEDULE_MISSING.
     */
    get: operations['ReportSchedulesController_listOfOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password-reset link; answers 204 whether or not the address is known */
    post: operations['SessionController_requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The verified claims of the access token */
    get: operations['SessionController_session'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke the refresh-token cookie (its whole login) and clear it */
    post: operations['RefreshController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new access token for the refresh-token cookie; the cookie is rotated (single use)
     * @description Answers 401 UNAUTHENTICATED (and clears the cookie) when the cookie is missing, expired, revoked or re-used, or the user is archived, deleted or has changed password since the login.
     */
    post: operations['RefreshController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/triptax-analyzer/check-path/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Detection run again on the trip with the current stations, changing nothing: each station near, why */
    get: operations['TollAnalyserController_checkPath'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/triptax-analyzer/path-info/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trip's path as detection reads it: the fixes, the path between them, the path every 25 m */
    get: operations['TollAnalyserController_pathInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/triptax-analyzer/references': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Each gantry's reference: the other gantry of its station and the heading to it */
    get: operations['TollAnalyserController_references'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/triptax-analyzer/station-override/{cpId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Move or turn a station (or clear its overrides); later computations and reset trips use it */
    put: operations['TollAnalyserController_override'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/triptax-analyzer/stations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every control point with its detection geometry as overridden */
    get: operations['TollAnalyserController_stations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users of the selected organisation (archived ones with x-show-archived: true) */
    get: operations['UsersController_list'];
    put?: never;
    /** Create a user in the selected organisation, optionally sending an invitation */
    post: operations['UsersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user */
    get: operations['UsersController_get'];
    put?: never;
    post?: never;
    /** Delete a user (ROOT) */
    delete: operations['UsersController_remove'];
    options?: never;
    head?: never;
    /** Change a user; a password change needs password, oldPassword and passwordConfirmation */
    patch: operations['UsersController_update'];
    trace?: never;
  };
  '/api/user/{id}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Reactivate an archived user */
    patch: operations['UsersController_activate'];
    trace?: never;
  };
  '/api/user/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Archive a user: they can no longer log in; data remains */
    patch: operations['UsersController_archive'];
    trace?: never;
  };
  '/api/user/{id}/weekday': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's work schedule, or the default not activated */
    get: operations['WorkScheduleController_get'];
    put?: never;
    /** Create (activate) the work schedule from the default */
    post: operations['WorkScheduleController_create'];
    /** Remove the work schedule (back to the default, not activated) */
    delete: operations['WorkScheduleController_delete'];
    options?: never;
    head?: never;
    /** Change the week or the trip type of the work schedule */
    patch: operations['WorkScheduleController_update'];
    trace?: never;
  };
  '/api/user/{id}/zone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's places, by name */
    get: operations['ZoneController_list'];
    put?: never;
    /** Create a place; unset fields take the defaults (400 m, both ends, no trip type, "Ny plats") */
    post: operations['ZoneController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/{id}/zone/{zoneId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One place of the user */
    get: operations['ZoneController_get'];
    put?: never;
    post?: never;
    /** Delete a place */
    delete: operations['ZoneController_delete'];
    options?: never;
    head?: never;
    /** Change a place (the fields given); applies to trips that close afterwards */
    patch: operations['ZoneController_update'];
    trace?: never;
  };
  '/api/user/simple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Id and name of the users of the selected organisation */
    get: operations['UsersController_listSimple'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicleinfo/fetch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Look a Swedish registration up in the vehicle registry (503 when none is configured) */
    get: operations['VehicleInfoController_fetch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicleinfo/history/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Forget the cached registry lookups of a vehicle */
    delete: operations['VehicleInfoController_deleteHistory'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vehicles the caller may see in the selected organisation (archived with x-show-archived) */
    get: operations['VehiclesController_list'];
    put?: never;
    /** Create a vehicle or tracker in the selected organisation (ADMIN, ROOT, HEXA) */
    post: operations['VehiclesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One vehicle */
    get: operations['VehiclesController_get'];
    put?: never;
    post?: never;
    /** Delete a vehicle (ROOT); answers its name for the confirmation message */
    delete: operations['VehiclesController_remove'];
    options?: never;
    head?: never;
    /** Change a vehicle (registry: ROOT only once set); settings replace the service entries */
    patch: operations['VehiclesController_update'];
    trace?: never;
  };
  '/api/vehicles/{id}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Reactivate an archived vehicle (ADMIN, ROOT, HEXA) */
    patch: operations['VehiclesController_activate'];
    trace?: never;
  };
  '/api/vehicles/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Archive a vehicle: ends its device installation, keeps its data */
    patch: operations['VehiclesController_archive'];
    trace?: never;
  };
  '/api/vehicles/{id}/change-organisation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Move a vehicle to another known organisation (clears permitted, default and current driver) */
    patch: operations['VehiclesController_changeOrganisation'];
    trace?: never;
  };
  '/api/vehicles/{id}/change-organization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Same as change-organisation (US spelling) */
    patch: operations['VehiclesController_changeOrganizationUs'];
    trace?: never;
  };
  '/api/vehicles/{id}/check-current-driver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Check in (userId) or out (null) — the same change as current-driver, from the check-in switch */
    put: operations['VehiclesController_checkCurrentDriver'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Commands sent to the devices of a vehicle, newest first */
    get: operations['VehicleCommandsController_vehicleHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/cpureset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restart the device in the vehicle (ROOT)
     * @description Answers the recorded command: PENDING until a gateway holding the device connection sends it (a device that is not connected gets it when it next reports); poll the history for SENT, RESPONDED (with the answer) or FAILED.
     */
    post: operations['VehicleCommandsController_cpuReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/current-driver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set (check in) or clear (userId null, check out) the current driver */
    put: operations['VehiclesController_currentDriver'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/default-trip-type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Toggle the default trip type between PRIVATE and BUSINESS */
    patch: operations['VehiclesController_toggleDefaultTripType'];
    trace?: never;
  };
  '/api/vehicles/{id}/ecoscore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A vehicle's eco score over the trips starting in [fromMs, toMs): a driver's own trips, an admin's all */
    get: operations['EcoScoreController_ecoScore'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/frequency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Select the update frequency as '24-h' … '1-h'; 1-h and 3-h need the battery warning acknowledged */
    patch: operations['VehiclesController_frequency'];
    trace?: never;
  };
  '/api/vehicles/{id}/installations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Installation history of a vehicle: which device sat in it and when */
    get: operations['DevicesController_vehicleInstallations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/odometer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Calibrate the odometer (0–1,500,000 km; above 900,000 needs confirmedHigh, else 400 MISFORMATTED_FIELDS) */
    put: operations['VehiclesController_odometer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/reset-fuel-co2': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Clear fuel and CO2 data; answers the updated vehicle */
    post: operations['VehiclesController_resetFuelCo2'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/response-time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Select the update frequency as a period and unit (1, 3, 6, 12 or 24 hours) */
    patch: operations['VehiclesController_responseTime'];
    trace?: never;
  };
  '/api/vehicles/{id}/tracking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the device in the vehicle for its position now (update latest position)
     * @description Answers the recorded command: PENDING until a gateway holding the device connection sends it (a device that is not connected gets it when it next reports); poll the history for SENT, RESPONDED (with the answer) or FAILED.
     */
    post: operations['VehicleCommandsController_tracking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/{id}/web-connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make the device in the vehicle connect to the firmware-update service (ROOT)
     * @description Answers the recorded command: PENDING until a gateway holding the device connection sends it (a device that is not connected gets it when it next reports); poll the history for SENT, RESPONDED (with the answer) or FAILED.
     */
    post: operations['VehicleCommandsController_webConnect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/set-flag': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the country of several vehicles */
    post: operations['VehiclesController_setFlag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a vehicle with its service entries, checked-in driver and device in one request (ADMIN, ROOT, HEXA); a refused request changes nothing */
    post: operations['VehicleSetupController_setup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicles/simple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Id, registry and name of the vehicles the caller may see */
    get: operations['VehiclesController_listSimple'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/zone/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a place to other users (ROOT): each gets its own copy */
    post: operations['ZoneController_copy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process is up */
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The BFF can serve requests: auth, fleet and devices answer over gRPC */
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/version.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Version and build date of the web app */
    get: operations['VersionController_version'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: {
    AddDeviceBody: {
      /** @enum {string} */
      deviceType:
        | 'FMB001'
        | 'FMT100'
        | 'FMC001'
        | 'TAT100'
        | 'FMB920'
        | 'FMM001'
        | 'GL530MG'
        | 'FMC800'
        | 'FMC230'
        | 'FMM800'
        | 'FMM230'
        | 'FMB010'
        | 'FMC100';
      /** @default  */
      hardware?: string;
      /**
       * @description Required for all but trackers (the service decides)
       * @default
       */
      iccid?: string;
      imei: string;
      /** @description null: stock (unassigned) */
      organizationId?: number | null;
      phone: string;
      /** @default  */
      specifiedTimeOfDay?: string | '';
      /** @default 0 */
      timestampStartOfUse?: number;
      vehicleId?: number | null;
    };
    Address: {
      city: string;
      country: string;
      state: string;
      streetAndNum: string;
      zip: string;
    };
    AddressInput: {
      /** @default  */
      city?: string;
      /** @default  */
      country?: string;
      /** @default  */
      state?: string;
      /** @default  */
      streetAndNum?: string;
      /** @default  */
      zip?: string;
    };
    AdminCreateOrganizationBody: {
      /** Format: email */
      adminUserEmail: string;
      adminUserFullName: string;
      adminUserPassword?: string;
      email?: string | '';
      fullName: string;
      /** @description Who is mailed about IMEI flags, at most 50 addresses */
      imeiFlagEmails?: string[];
      invoiceAddress?: components['schemas']['AddressInput'];
      kontekApiAccess?: {
        /** @default  */
        instance?: string;
        /** @description Write-only; omit to keep the stored one */
        password?: string;
        /** @default  */
        username?: string;
      };
      kontekCompanyNumber?: number;
      kontekEnabled?: boolean;
      kontekUrlDomain?: string;
      modules?: {
        [key: string]: components['schemas']['ModuleFlag'];
      };
      organizationNumber?: string;
      /** @description 0 means none */
      parentOrganization?: number;
      phone?: string;
      postalAddress?: components['schemas']['AddressInput'];
      /** @default false */
      sendInvite?: boolean;
    };
    AdminCreateOrganizationResponse: {
      adminUser: components['schemas']['User'] | null;
      organization: components['schemas']['Organization'];
    };
    AdminCreateVehicleBody: {
      /** @enum {string} */
      benefitType: 'PRIVATE' | 'BENEFIT' | 'WORK' | 'TRACKER' | 'POOL';
      brand?: string;
      /**
       * @default VEHICLE
       * @enum {string}
       */
      category?: 'VEHICLE' | 'TRACKER';
      co2GKm1?: number;
      co2GKm2?: number;
      co2GKmOverride?: number;
      consumption1?: number;
      consumption2?: number;
      defaultDriver?: number | null;
      /** @enum {string} */
      defaultTripType: 'PRIVATE' | 'BUSINESS';
      /** @default  */
      displayName?: string;
      fuel1?: {
        /** @default  */
        consumptionUnit?: string;
        /** @default  */
        svName?: string;
      };
      fuel2?: {
        /** @default  */
        consumptionUnit?: string;
        /** @default  */
        svName?: string;
      };
      fuelLKmOverride?: number;
      hybrid?: boolean;
      /** @description Required by the service (ISO_COUNTRY_CODE_MISSING); UI default SE */
      isoCountryCode?: string;
      lastInspectionTsMs?: number;
      model?: string;
      modelYear?: number;
      nextInspectionTsMs?: number;
      organizationId: number;
      /** @default false */
      permitAnyDriver?: boolean;
      /** @default [] */
      permittedDrivers?: number[];
      proportion1?: number;
      /** @default  */
      registry?: string;
      style?: components['schemas']['VehicleStyleInput'];
      /**
       * @description Spec 04: "car" (default) or "heavy" (heavy truck over 3.5 t)
       * @enum {string}
       */
      tollClass?: 'car' | 'heavy';
      /** @description Spec 04: switches congestion tax and infrastructure fees off */
      tollExempt?: boolean;
    };
    AdminPatchDeviceBody: {
      configName?: string;
      /** @enum {string} */
      deviceType?:
        | 'FMB001'
        | 'FMT100'
        | 'FMC001'
        | 'TAT100'
        | 'FMB920'
        | 'FMM001'
        | 'GL530MG'
        | 'FMC800'
        | 'FMC230'
        | 'FMM800'
        | 'FMM230'
        | 'FMB010'
        | 'FMC100';
      /** @description Required when the target is outside the family tree of the current organisation */
      familyWarningAcknowledged?: boolean;
      firmware?: string;
      iccid?: string;
      /** @description Install in / move to a vehicle; null uninstalls (ROOT) */
      installedVehicle?: {
        id: number;
      } | null;
      obd?: boolean;
      /** @description Change organisation (ends any installation) */
      organizationId?: number;
      phone?: string;
      physicalLocation?: string;
      /** @description true retires (ends the installation), false un-retires */
      retired?: boolean;
      /** @description SMS check history; the service derives the SMS-control flag */
      smsControl?: {
        history: {
          ack: boolean;
          smsAck: boolean;
        }[];
        /** @default false */
        historyCheckFailed?: boolean;
      };
      specifiedTimeOfDay?: string | '';
    };
    AdminUpdateOrganizationBody: {
      email?: string | '';
      fullName?: string;
      /** @description Who is mailed about IMEI flags, at most 50 addresses */
      imeiFlagEmails?: string[];
      invoiceAddress?: components['schemas']['AddressInput'];
      kontekApiAccess?: {
        /** @default  */
        instance?: string;
        /** @description Write-only; omit to keep the stored one */
        password?: string;
        /** @default  */
        username?: string;
      };
      kontekCompanyNumber?: number;
      kontekEnabled?: boolean;
      kontekUrlDomain?: string;
      modules?: {
        [key: string]: components['schemas']['ModuleFlag'];
      };
      organizationNumber?: string;
      /** @description 0 means none */
      parentOrganization?: number;
      phone?: string;
      postalAddress?: components['schemas']['AddressInput'];
    };
    AlarmAcknowledgeBody: {
      acknowledged?: boolean;
      /** @description At most 40 characters */
      comment?: string;
    };
    AlarmNotifications: {
      notifications: {
        createdTsMs: number;
        /** @enum {string} */
        kind: 'OPENED' | 'REPEATED' | 'CLOSED';
        notificationId: number;
        period: components['schemas']['AlarmPeriod'];
        read: boolean;
      }[];
      unread: number;
    };
    AlarmNotificationsRead: {
      /** @description Absent or empty: every one */
      notificationIds?: number[];
    };
    AlarmPeriod: {
      acknowledged: boolean;
      acknowledgedBy: number | null;
      acknowledgedTimestampMs: number | null;
      activeAlarmPeriodId: number;
      address: string;
      alarmName: string;
      alarmSettingName: string;
      alarmSettingsId: number;
      alarmType: string;
      comment: string;
      detail: string;
      deviceId: number;
      driverId: number | null;
      geoZoneAlarmId: number | null;
      geoZoneAlarmName: string | null;
      imei: string;
      late: boolean;
      notifications: number;
      organizationId: number;
      position: {
        latitude: number;
        longitude: number;
      } | null;
      positionHidden: boolean;
      priority: string;
      timestampStartMs: number;
      /** @description null while ongoing */
      timestampStopMs: number | null;
      vehicleId: number | null;
    };
    AlarmSetting: {
      active: boolean;
      alarmName: string;
      alarmSettingsId: number;
      /** @enum {string} */
      alarmType: 'FUNCTION' | 'SECURITY' | 'REMINDER' | 'QUALITY' | 'GEO';
      createdBy: number;
      createdTsMs: number;
      daysMissingTrips: number | null;
      emails: string[];
      hoursIntermittence: number | null;
      hoursMissingContact: number | null;
      isTracker: boolean;
      lowBatteryLevel: number | null;
      name: string;
      note: string;
      notificationLeadTime: {
        amount: number;
        /** @enum {string} */
        unit: 'DAYS' | 'WEEKS' | 'MONTHS';
      } | null;
      /** @description repeatAfterHours 0 */
      notifyOnce: boolean;
      notifyWhenAcknowledged: boolean;
      odometerDifferenceKm: number | null;
      odoRemindDay: number | null;
      ongoingPeriods: number;
      organizationId: number;
      /** @enum {string} */
      priority: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';
      pushNotificationUserIds: number[];
      repeatAfterHours: number;
      schema: {
        active: boolean;
        dayOfWeek: number;
        times: {
          start: string;
          stop: string;
        }[];
      }[];
      service: {
        description?: string;
        latestServiceDateMs: number;
        latestServiceKm?: number;
        leadDistKm?: number;
        leadTimeWeeks?: number;
        requireBoth?: boolean;
        serviceAfterKm?: number;
        serviceAfterMonths?: number;
        serviceName: string;
      } | null;
      speedLimitKmh: number | null;
      targetOrganizationIds: number[];
      targetTrackerIds: number[];
      targetTrackerOrganizationIds: number[];
      targetVehicleIds: number[];
      updatedTsMs: number;
    };
    AlarmSettingBody: {
      active?: boolean;
      /** @description One of NO_DRIVER, UNPLUG, LOW_BATTERY, MISSING_TRIPS, INTERMITTENCE, NO_CONTACT, INSPECTION, SERVICE, JAMMING, CRASH, TOWING, DRIVING_SCHEDULE, ON_WAY, ODOMETER_DIFFERENCE, FERRY, ODOMETER_REMINDER, INSPECTION_REMINDER, SERVICE_REMINDER, GEO_ZONE; other: 'unknown alarm type' */
      alarmName?: string;
      daysMissingTrips?: number;
      emails?: string[];
      hoursIntermittence?: number;
      hoursMissingContact?: number;
      isTracker?: boolean;
      /** @description 10–100 in steps of 10 (default 30) */
      lowBatteryLevel?: number;
      /** @description The alias; required ('field cannot be empty') */
      name?: string;
      /** @description At most 40 characters */
      note?: string;
      notificationLeadTime?: {
        amount: number;
        /** @enum {string} */
        unit: 'DAYS' | 'WEEKS' | 'MONTHS';
      };
      notifyWhenAcknowledged?: boolean;
      odometerDifferenceKm?: number;
      /** @description 1–31 (default 1) */
      odoRemindDay?: number;
      organizationId?: number;
      /** @enum {string} */
      priority?: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';
      pushNotificationUserIds?: number[];
      /** @description 0: once; N: every N hours; -1: geofences only, never again */
      repeatAfterHours?: number;
      /** @description The weekly schedule that arms the alarm */
      schema?: {
        active: boolean;
        dayOfWeek: number;
        times: {
          start: string;
          stop: string;
        }[];
      }[];
      service?: {
        description?: string;
        latestServiceDateMs: number;
        latestServiceKm?: number;
        leadDistKm?: number;
        leadTimeWeeks?: number;
        requireBoth?: boolean;
        serviceAfterKm?: number;
        serviceAfterMonths?: number;
        serviceName: string;
      };
      speedLimitKmh?: number;
      targetOrganizationIds?: number[];
      targetTrackerIds?: number[];
      targetTrackerOrganizationIds?: number[];
      targetVehicleIds?: number[];
    };
    AppVersion: {
      /** @description ISO time the web app was built (or the server started); changes on deploy */
      date: string;
      version: string;
    };
    AttestCheck: {
      /** @description Trips to correct first */
      countFlagged: number;
      /** @description Confirmed trips */
      countLightAttested: number;
      /** @description Business trips without a description */
      countNoDescription: number;
      /** @description Trips neither confirmed nor attested */
      countNotCertified: number;
      /** @description Earlier months of the vehicle not attested */
      earlierUnattested: components['schemas']['AttestMonth'][];
      /** @description The payroll integration is active: business trips without a purpose block attesting (spec 02 §5) */
      kontekActive: boolean;
      month: components['schemas']['AttestMonth'];
    };
    AttestMonth: {
      adminApproved: boolean;
      /** @description 0 while the month has never been attested */
      attestationId: number;
      attested: boolean;
      /** @description 0 when not attested */
      attestedTsMs: number;
      /** @description The vehicle's benefit type: PRIVATE, BENEFIT, WORK, TRACKER or POOL */
      benefitType: string;
      driverName: string;
      /** @description Trips to correct (BAD); approving waits for them */
      flaggedCount: number;
      /** @description The IMEI of the device installed in the vehicle now ('' for none) */
      imei: string;
      message: string;
      month: number;
      organizationId: number;
      personId: number;
      refused: boolean;
      registry: string;
      tripCount: number;
      /** @description Metres driven on trips not private */
      tripDistanceBusinessM: number;
      /** @description Metres driven on private trips (PRIVATE, PRIVATE_AUTO) */
      tripDistancePrivateM: number;
      vehicleId: number;
      vehicleName: string;
      year: number;
    };
    AttestRefuseBody: {
      message: string;
      month: number;
      personId: number;
      /** @constant */
      timeZone?: 'Europe/Stockholm';
      tripIds?: number[];
      vehicleId: number;
      year: number;
    };
    AttestResetBody: {
      month: number;
      vehicleId: number;
      year: number;
    };
    AttestReviewBody: {
      message?: string;
      month: number;
      personId: number;
      vehicleId: number;
      year: number;
    };
    AttestUserBody: {
      includePrevious?: boolean;
      month: number;
      vehicle: number;
      year: number;
    };
    AvlPacket: {
      /** @description 8, 8E, 16, or the @Track report type (GTFRI, ...) */
      codec: string;
      /** @description Time of its first record */
      firstRecordTsMs: number;
      /** @description The packet as received, lower-case hex */
      rawHex: string;
      /** @description When the gateway received the packet */
      receivedTsMs: number;
      recordCount: number;
      /** @description TCP or UDP */
      transport: string;
    };
    AvlPacketPage: {
      /** @description Another page follows */
      hasMore: boolean;
      /** @description Newest first; without the page's packets that overlap another driver's private trip */
      packets: components['schemas']['AvlPacket'][];
      page: number;
      pageSize: number;
      /** @description The page's packets left out because their records may lie in another driver's private trip (spec 02 §5: where a private trip went is its driver’s alone, the back office included) */
      privateWithheld: number;
    };
    CancelFutureDeviceBody: {
      vehicleId: number;
    };
    ChangeVehicleOrganizationBody: {
      organizationId: number;
    };
    ConnectDeviceBody: {
      /** @description Create this driver, permitted and default on the vehicle */
      newDriver?: {
        /** Format: email */
        email: string;
        name: string;
        /**
         * @description Mail an invitation once the connection succeeded
         * @default true
         */
        sendInvite?: boolean;
      };
      /** @description Create this vehicle in the organisation and install */
      newVehicle?: components['schemas']['CreateVehicleBody'];
      organizationId: number;
      /** @description Install in this vehicle of the organisation */
      vehicleId?: number;
    };
    Control: {
      /** @constant */
      status: 'ok';
      version: string;
    };
    CreateUserBody: {
      /** @default [] */
      defaultVehicles?: number[];
      /** Format: email */
      email: string;
      /** @description The id printed on the driver's iButton key tag (spaces, colons and dashes allowed; ADMIN, ROOT and HEXA only); empty or null: none */
      ibuttonId?: string | null;
      name: string;
      /** @description Initial password; without it the user sets one via the invitation */
      password?: string;
      /** @default [] */
      permittedVehicles?: number[];
      phone?: string;
      roles: ('ROOT' | 'HEXA' | 'ADMIN' | 'DRIVER')[];
      /** @default false */
      sendInvite?: boolean;
    };
    CreateVehicleBody: {
      /** @enum {string} */
      benefitType: 'PRIVATE' | 'BENEFIT' | 'WORK' | 'TRACKER' | 'POOL';
      brand?: string;
      /**
       * @default VEHICLE
       * @enum {string}
       */
      category?: 'VEHICLE' | 'TRACKER';
      co2GKm1?: number;
      co2GKm2?: number;
      co2GKmOverride?: number;
      consumption1?: number;
      consumption2?: number;
      defaultDriver?: number | null;
      /** @enum {string} */
      defaultTripType: 'PRIVATE' | 'BUSINESS';
      /** @default  */
      displayName?: string;
      fuel1?: {
        /** @default  */
        consumptionUnit?: string;
        /** @default  */
        svName?: string;
      };
      fuel2?: {
        /** @default  */
        consumptionUnit?: string;
        /** @default  */
        svName?: string;
      };
      fuelLKmOverride?: number;
      hybrid?: boolean;
      /** @description Required by the service (ISO_COUNTRY_CODE_MISSING); UI default SE */
      isoCountryCode?: string;
      lastInspectionTsMs?: number;
      model?: string;
      modelYear?: number;
      nextInspectionTsMs?: number;
      /** @default false */
      permitAnyDriver?: boolean;
      /** @default [] */
      permittedDrivers?: number[];
      proportion1?: number;
      /** @default  */
      registry?: string;
      style?: components['schemas']['VehicleStyleInput'];
      /**
       * @description Spec 04: "car" (default) or "heavy" (heavy truck over 3.5 t)
       * @enum {string}
       */
      tollClass?: 'car' | 'heavy';
      /** @description Spec 04: switches congestion tax and infrastructure fees off */
      tollExempt?: boolean;
    };
    CurrentDriverBody: {
      /** @description null checks out (clears the current driver) */
      userId: number | null;
    };
    CurrentUser: {
      organizations: components['schemas']['UserOrganization'][];
      user: components['schemas']['User'];
    };
    DeletedHistory: {
      /** @description The stored positions deleted */
      deletedPositions: number;
      /** @description The vehicle's trips taken out of the journal */
      deletedTrips: number;
    };
    DeletedVehicle: {
      /** @description For the '{name} har tagits bort' message */
      displayName: string;
    };
    Device: {
      carYear: number;
      /** @enum {string} */
      classification: 'UNASSIGNED' | 'IN_STORAGE' | 'INSTALLED_ACTIVE' | 'RETIRED';
      configName: string;
      currentInstallationLocation: string;
      dataUsed: number;
      deviceId: number;
      deviceType: string;
      firmware: string;
      functional: {
        alarm: boolean;
      };
      iccid: string;
      /** @description Same as deviceId */
      id: number;
      imei: string;
      imgSrc: string;
      installedVehicle: {
        benefitType: string;
        currentDriver: components['schemas']['DriverRef'] | null;
        defaultDriver: components['schemas']['DriverRef'] | null;
        defaultTripType: string;
        displayName: string;
        id: number;
        registry: string;
        state: {
          odometer: number;
        };
      } | null;
      isTracker: boolean;
      /** @enum {string} */
      lifecycle: 'STOCK' | 'INSTALLED' | 'RETIRED';
      model: string;
      obd: boolean;
      /** @description The linked organisation; null while unassigned */
      organizationId: {
        fullName: string;
        organizationId: number;
      } | null;
      phone: string;
      physicalInstallTimestamp: number;
      physicalLocation: string;
      retired: boolean;
      smsControl: boolean;
      /** @description HHMM, UTC */
      specifiedTimeOfDay: string;
      /** @description null until the device has reported */
      status: {
        latestBatteryLevel: number | null;
        latestSeenPositiveSpeed: number;
        serverTimestampMs: number;
        timestampMs: number;
        uplinkLoss: boolean;
      } | null;
      /** @enum {string} */
      tab: 'WARNINGS' | 'STOCK' | 'ON_THE_WAY' | 'IN_DRIVE' | 'RETIRED';
      timestampStartOfUse: number;
      voltageRange: string;
      /** @description Why the device is in the Warnings tab */
      warnings: string[];
    };
    DeviceCommand: {
      completedTsMs: number | null;
      createdTsMs: number;
      deviceId: number;
      expiresTsMs: number;
      frequencyHours: number | null;
      id: number;
      imei: string;
      /** @enum {string} */
      kind: 'SET_FREQUENCY' | 'UPDATE_POSITION' | 'RESTART' | 'GET_INFO' | 'WEB_CONNECT';
      /** @description User id; null when the platform made it (frequency change) */
      requestedBy: number | null;
      /** @description The device's answer ('' until it answers) */
      response: string;
      sentTsMs: number | null;
      /**
       * @description PENDING until a gateway writes it to the device (queued while the device is not connected)
       * @enum {string}
       */
      state: 'PENDING' | 'SENT' | 'RESPONDED' | 'FAILED' | 'EXPIRED' | 'SUPERSEDED';
      /** @description The command text sent to the device */
      text: string;
      /** @description The vehicle the device sat in when the command was made */
      vehicleId: number | null;
    };
    DeviceCommandBody: {
      /** @enum {string} */
      kind: 'UPDATE_POSITION' | 'RESTART' | 'GET_INFO' | 'WEB_CONNECT';
    };
    DeviceCommandList: {
      /** @description Newest first */
      commands: components['schemas']['DeviceCommand'][];
    };
    DeviceList: {
      counts: {
        inDrive: number;
        onTheWay: number;
        retired: number;
        stock: number;
        warnings: number;
      };
      devices: components['schemas']['Device'][];
    };
    DriverMonthlyReportRow: {
      adminApproved: boolean;
      attested: boolean;
      fullName: string;
      personId: number;
      refused: boolean;
      tripCount: number;
      /** @description Metres */
      tripDistanceBusiness: number;
      /** @description Metres */
      tripDistancePrivate: number;
      vehicle: {
        fullName: string;
        reg: string;
        type: string;
        vehicleId: number;
      };
    };
    DriverRef: {
      displayName: string;
      id: number;
    };
    EcoScore: {
      acceleration: number | null;
      /** @description Braking (the spelling of the specification) */
      breaking: number | null;
      cornering: number | null;
      distanceKm: number;
      fromMs: number;
      /** @description Accelerations over 2.5 m/s² */
      harshAccelerations: number;
      /** @description Brakings over 2.7 m/s² */
      harshBrakings: number;
      /** @description Turns over 2.4 rad/s */
      sharpCorners: number;
      toMs: number;
      /** @description Mean of the three categories, 0–100 (100: no harsh event); null without distance */
      total: number | null;
      /** @description The distance times the vehicle's CO2 per km; null without fuel data */
      totalCo2Kg: number | null;
      tripCount: number;
      vehicleCo2GKm: number | null;
      vehicleId: number;
    };
    Error: {
      /** @enum {string} */
      code:
        | 'ERROR_CODE_UNSPECIFIED'
        | 'DEVICE_ALREADY_INSTALLED'
        | 'DEVICE_FORBIDDEN'
        | 'DEVICE_INCOMPLETE'
        | 'DEVICE_MISSING'
        | 'DEVICE_MISSING_VEHICLE'
        | 'DEVICE_NOT_INSTALLED'
        | 'DEVICE_RETIRED'
        | 'DIFFERENT_ORGANIZATIONS_DEVICE'
        | 'DIFFERENT_ORGANIZATIONS_VEHICLE'
        | 'DIFFERENT_ORGANIZATIONS_USER'
        | 'EMAIL_ALREADY_EXISTS'
        | 'ICCID_ALREADY_EXISTS'
        | 'IMEI_ALREADY_EXISTS'
        | 'PHONE_ALREADY_EXISTS'
        | 'ICCID_LENGTH'
        | 'IMEI_LENGTH'
        | 'PHONE_LENGTH'
        | 'REGISTRY_ALREADY_EXISTS'
        | 'REGISTRY_ALREADY_SET'
        | 'ID_MISMATCH'
        | 'IBUTTON_ALREADY_EXISTS'
        | 'DRIVER_NOT_PERMITTED_FOR_VEHICLE'
        | 'MISSING_CLEARANCE'
        | 'NO_ACCESS_TO_FEATURE'
        | 'ROOT_OR_ADMIN_REQUIRED'
        | 'ROOT_REQUIRED'
        | 'ORGANIZATION_FORBIDDEN'
        | 'ORGANIZATION_MISSING'
        | 'USER_FORBIDDEN'
        | 'USER_MISSING'
        | 'USERNAME_MISSING'
        | 'VEHICLE_FORBIDDEN'
        | 'VEHICLE_HAS_DEVICE'
        | 'VEHICLE_MISSING'
        | 'VEHICLE_MISSING_DEVICE'
        | 'BAD_ROLES'
        | 'BAD_REG'
        | 'BAD_ZONE_ID'
        | 'ISO_COUNTRY_CODE_MISSING'
        | 'FORBIDDEN_DURING_TRIP'
        | 'MISSING_TOKEN'
        | 'TOKEN_EXPIRED'
        | 'TOKEN_USED'
        | 'OLD_PASSWORD_MISSING'
        | 'PASSWORD_MISMATCH'
        | 'PASSWORD_SHORT'
        | 'PASSWORD_SAME'
        | 'MISFORMATTED_FIELDS'
        | 'MISSING_FIELDS'
        | 'ONLY_DIGITS'
        | 'NO_ODOMETER_REFERENCE'
        | 'ODOMETER_TOO_LARGE'
        | 'VEHICLE_TRAVELLED_FARTHER'
        | 'JOURNAL_MISSING'
        | 'BAD_TIMESTAMP'
        | 'OWN_TRIPS_ONLY'
        | 'TRIP_ATTESTED'
        | 'PRIVATE_TRIP_DIFFERENT_USER'
        | 'PRIVATE_IRREVERSIBLE'
        | 'PRIVATE_NOT_CONFIRMED'
        | 'BAD_PURPOSE'
        | 'TRIPS_NOT_CONNECTED'
        | 'DIFFERENT_TRIP_TYPES'
        | 'DIFFERENT_DRIVERS'
        | 'DIFFERENT_VEHICLES'
        | 'ADMIN_ALREADY_APPROVED'
        | 'TRIPS_NEED_CORRECTION'
        | 'MONTH_NOT_ATTESTED'
        | 'BAD_MONTH'
        | 'MONTH_ALREADY_ATTESTED'
        | 'MOVE_TRIPS_FAILED'
        | 'TRIPS_MISSING_PURPOSE'
        | 'INCOMPATIBLE_PURPOSES'
        | 'PASSAGE_MISSING'
        | 'REPORT_SCHEDULE_MISSING'
        | 'SUMMARIES_MISSING'
        | 'JOURNALS_MISSING'
        | 'REPORT_TYPE_UNKNOWN'
        | 'REPORT_PERIOD_TOO_LONG'
        | 'REPORT_FORMAT_UNAVAILABLE'
        | 'REPORT_FILE_EXPIRED'
        | 'ALARM_SETTING_MISSING'
        | 'ALARM_PERIOD_MISSING'
        | 'ALARM_NAME_UNKNOWN'
        | 'ALARM_FIELD_INVALID'
        | 'GEOFENCE_TOO_FEW_POINTS'
        | 'GEOFENCE_SELF_INTERSECTING'
        | 'GEOFENCE_BAD_DISTORTION'
        | 'ALARM_COMMENT_TOO_LONG'
        | 'INVALID_LOGIN'
        | 'USER_ARCHIVED'
        | 'TOO_MANY_ATTEMPTS'
        | 'UNAUTHENTICATED'
        | 'NOT_FOUND'
        | 'INTERNAL'
        | 'SERVICE_NOT_CONFIGURED';
      /** @description Present on 5xx responses; quote it when reporting the problem */
      errorId?: string;
      message: string;
    };
    Firmware: {
      currentConfiguration: string;
      currentFirmware: string;
    };
    FrequencyBody: {
      /**
       * @description Required for 1-h and 3-h
       * @default false
       */
      batteryWarningAcknowledged?: boolean;
      /** @enum {string} */
      value: '24-h' | '12-h' | '6-h' | '3-h' | '1-h';
    };
    Fuel: {
      consumptionUnit: string;
      svName: string;
    };
    FutureDevice: {
      deviceId: number;
      imei: string;
      plannedTsMs: number;
      vehicleId: number;
    };
    FutureDeviceBody: {
      deviceId?: number;
      imei?: string;
      vehicleId: number;
    };
    GeofenceAlarm: {
      active: boolean;
      activeOnEnter: boolean;
      activeOnExit: boolean;
      alarmName: string;
      alarmSettingsId: number;
      /** @enum {string} */
      alarmType: 'FUNCTION' | 'SECURITY' | 'REMINDER' | 'QUALITY' | 'GEO';
      centerCoords: {
        latitude: number;
        longitude: number;
      };
      createdBy: number;
      createdTsMs: number;
      daysMissingTrips: number | null;
      distortion: number;
      emails: string[];
      geoZoneAlarmId: number;
      hoursIntermittence: number | null;
      hoursMissingContact: number | null;
      isTracker: boolean;
      lowBatteryLevel: number | null;
      name: string;
      note: string;
      notificationLeadTime: {
        amount: number;
        /** @enum {string} */
        unit: 'DAYS' | 'WEEKS' | 'MONTHS';
      } | null;
      /** @description repeatAfterHours 0 */
      notifyOnce: boolean;
      notifyWhenAcknowledged: boolean;
      odometerDifferenceKm: number | null;
      odoRemindDay: number | null;
      ongoingPeriods: number;
      organizationId: number;
      place: string;
      /** @enum {string} */
      priority: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';
      pushNotificationUserIds: number[];
      repeatAfterHours: number;
      schema: {
        active: boolean;
        dayOfWeek: number;
        times: {
          start: string;
          stop: string;
        }[];
      }[];
      service: {
        description?: string;
        latestServiceDateMs: number;
        latestServiceKm?: number;
        leadDistKm?: number;
        leadTimeWeeks?: number;
        requireBoth?: boolean;
        serviceAfterKm?: number;
        serviceAfterMonths?: number;
        serviceName: string;
      } | null;
      speedLimitKmh: number | null;
      targetOrganizationIds: number[];
      targetTrackerIds: number[];
      targetTrackerOrganizationIds: number[];
      targetVehicleIds: number[];
      updatedTsMs: number;
      zoneCoords: {
        latitude: number;
        longitude: number;
      }[];
    };
    GeofenceAlarmBody: {
      active?: boolean;
      activeOnEnter?: boolean;
      activeOnExit?: boolean;
      /** @description One of NO_DRIVER, UNPLUG, LOW_BATTERY, MISSING_TRIPS, INTERMITTENCE, NO_CONTACT, INSPECTION, SERVICE, JAMMING, CRASH, TOWING, DRIVING_SCHEDULE, ON_WAY, ODOMETER_DIFFERENCE, FERRY, ODOMETER_REMINDER, INSPECTION_REMINDER, SERVICE_REMINDER, GEO_ZONE; other: 'unknown alarm type' */
      alarmName?: string;
      centerCoords?: {
        latitude: number;
        longitude: number;
      };
      daysMissingTrips?: number;
      /** @description 100 - sensitivity (ROOT only); default 50 */
      distortion?: number;
      emails?: string[];
      hoursIntermittence?: number;
      hoursMissingContact?: number;
      isTracker?: boolean;
      /** @description 10–100 in steps of 10 (default 30) */
      lowBatteryLevel?: number;
      /** @description The alias; required ('field cannot be empty') */
      name?: string;
      /** @description At most 40 characters */
      note?: string;
      notificationLeadTime?: {
        amount: number;
        /** @enum {string} */
        unit: 'DAYS' | 'WEEKS' | 'MONTHS';
      };
      notifyWhenAcknowledged?: boolean;
      odometerDifferenceKm?: number;
      /** @description 1–31 (default 1) */
      odoRemindDay?: number;
      organizationId?: number;
      place?: string;
      /** @enum {string} */
      priority?: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';
      pushNotificationUserIds?: number[];
      /** @description 0: once; N: every N hours; -1: geofences only, never again */
      repeatAfterHours?: number;
      /** @description The weekly schedule that arms the alarm */
      schema?: {
        active: boolean;
        dayOfWeek: number;
        times: {
          start: string;
          stop: string;
        }[];
      }[];
      service?: {
        description?: string;
        latestServiceDateMs: number;
        latestServiceKm?: number;
        leadDistKm?: number;
        leadTimeWeeks?: number;
        requireBoth?: boolean;
        serviceAfterKm?: number;
        serviceAfterMonths?: number;
        serviceName: string;
      };
      speedLimitKmh?: number;
      targetOrganizationIds?: number[];
      targetTrackerIds?: number[];
      targetTrackerOrganizationIds?: number[];
      targetVehicleIds?: number[];
      /** @description At least 3 distinct points; closed or not */
      zoneCoords?: {
        latitude: number;
        longitude: number;
      }[];
    };
    Installation: {
      deviceId: number;
      imei: string;
      installationId: number;
      installedTsMs: number;
      organizationId: number;
      /** @description UNINSTALLED, MOVED, RETIRED, VEHICLE_ARCHIVED, VEHICLE_DELETED, ORGANIZATION_CHANGED */
      removalReason: string;
      /** @description 0 while installed */
      removedTsMs: number;
      vehicleId: number;
    };
    InstallDeviceBody: {
      /**
       * @description true moves an installed device (ends the old installation); false installs a free one
       * @default false
       */
      move?: boolean;
      vehicleId: number;
    };
    InviteUserBody: {
      /** Format: email */
      email: string;
      fullName: string;
    };
    JournalEntry: {
      adminComment: string;
      attested: boolean;
      congestionData: {
        /** @description Both kinds, in time order (a merged entry's trips' together); empty on a hidden private trip */
        passages: components['schemas']['TollPassage'][];
      };
      /** @description Active congestion-tax passages */
      congestionTaxCount: number;
      /** @description Congestion tax as computed, SEK (a merged entry: its trips summed) */
      congestionTaxSek: number;
      /** @description The congestion tax after the passage overrides, shown beside the struck-through computed sum; null: none */
      congestionTaxSekOverride: number | null;
      correctedByDriver: boolean;
      /** @description Developer flags, e.g. INCOMPATIBLE_PURPOSES */
      devComment: string[];
      driver: {
        displayName: string;
        id: number;
      } | null;
      geocode_start: {
        format: string;
      };
      geocode_stop: {
        format: string;
      };
      /** @description The device that recorded the trip */
      imei: string;
      /** @description Active infrastructure-fee passages */
      infraTaxCount: number;
      /** @description Infrastructure fee as computed, SEK */
      infraTaxSek: number;
      /** @description The infrastructure fee after the passage overrides; null: none */
      infraTaxSekOverride: number | null;
      isBadTrip: boolean;
      journal_id: number;
      lightAttested: boolean;
      /** @description One entry of several trips (split again with PUT /journal/unmerge) */
      merged: boolean;
      /** @description The trips inside a merged entry, itself first */
      mergedTripsId: number[];
      metrics: {
        harshAccelerations: number;
        harshBrakings: number;
        maxSpeedKmh: number;
        sharpCorners: number;
      };
      organizationId: number;
      /** @description The superadmin's start address override (geocode_start.format shows it); null: none */
      override_start: string | null;
      /** @description The superadmin's stop address override; null: none */
      override_stop: string | null;
      /** @description The superadmin's latest override (epoch ms); 0: never overridden */
      overrideTsMs: number;
      /** @description Another driver's private trip: times of day, addresses, description, coordinates and toll passages withheld */
      privateHidden: boolean;
      /** @enum {string} */
      status: 'NONE' | 'CHECKED' | 'LOCKED' | 'BAD' | 'CORRECTED' | 'DONE';
      trip: {
        coords: {
          latitude: number;
          longitude: number;
        }[];
        description: string;
        /** @description The trip distance, metres */
        odometer_max: number;
        /** @description Metres; 0 when the device reports no odometer */
        odometer_start: number;
        odometer_stop: number;
        /** @description BUSINESS, PRIVATE, PRIVATE_AUTO or a value starting with BUSINESS */
        purpose: string;
        start: {
          latitude: number;
          longitude: number;
        };
        stop: {
          latitude: number;
          longitude: number;
        };
        timestamp_start_ms: number;
        timestamp_stop_ms: number;
        tripId: number;
      };
      /** @description The driver; null when none is known */
      user_id: number | null;
      vehicle: {
        full_name: string;
        reg: string;
        registry: string;
        vehicleId: number;
      };
    };
    /** @description Client → server. The first message within 10 s of opening, and again with each renewed token: a socket whose token expires without a renewal is closed with 4401. */
    LiveClientMessage: {
      /** @description The selected organisation (as x-organization-id): only its subtree is sent */
      organizationId?: number | null;
      /** @description The same access token as the API's Authorization header */
      token: string;
      /** @constant */
      type: 'auth';
    };
    /** @description Server → client: `ready` after each accepted token, `positions` batches of live updates of the vehicles the user may see, `removed` when that set shrinks, `error` before the server closes the socket. */
    LiveServerMessage:
      | {
          /** @constant */
          type: 'ready';
          vehicleCount: number;
        }
      | {
          /** @description At most one per vehicle per second */
          items: components['schemas']['OverviewLiveUpdate'][];
          /** @constant */
          type: 'positions';
        }
      | {
          /** @constant */
          type: 'removed';
          /** @description Vehicles the user can no longer see: drop them */
          vehicleIds: number[];
        }
      | {
          code: string;
          message: string;
          /** @constant */
          type: 'error';
        };
    LoginBody: {
      password: string;
      /** @description The e-mail address */
      username: string;
    };
    LoginResponse: {
      expiresAtMs: number;
      token: string;
    };
    MergeTripsBody: {
      description?: string;
      journal_ids: number[];
    };
    ModuleFlag: {
      active: boolean;
    };
    MovedTrips: {
      /** @description The trips moved, oldest first */
      moved: components['schemas']['JournalEntry'][];
    };
    MoveTripBody: {
      /** @description The driver in the target vehicle; absent or null: none */
      driverId?: number | null;
      vehicleId: number;
    };
    MoveTripsBody: {
      fromTsMs: number;
      sourceVehicleId: number;
      targetDriverId?: number | null;
      targetVehicleId: number;
      toTsMs: number;
    };
    NewTripBody: {
      description?: string;
      imei: string;
      /** @enum {string} */
      purpose: 'BUSINESS' | 'PRIVATE';
      startAddress?: string;
      startLat?: number;
      startLon?: number;
      stopAddress?: string;
      stopLat?: number;
      stopLon?: number;
      timestampStartMs: number;
      timestampStopMs: number;
      /** @description The distance, metres */
      tripOdometerMax: number;
      /** @description The driver; absent or null: none */
      userId?: number | null;
      vehicleId: number;
    };
    NoMapViewOrganizations: {
      orgIds: number[];
    };
    OdometerBody: {
      /** @default false */
      applyRetroactive?: boolean;
      /** @default false */
      confirmedHigh?: boolean;
      /**
       * @description ROOT only: skips the consistency checks
       * @default false
       */
      forced?: boolean;
      /** @default 0 */
      fromTimeMs?: number;
      /** @default 0 */
      ignoreRedis?: 0 | 1 | boolean;
      /** @description Only when applied retroactively */
      recordedTimeMs?: number;
      /** @description 0–1,500,000 km, digits only; above 900,000 needs confirmedHigh */
      valueKm: number | string;
    };
    Organization: {
      createdTsMs: number;
      email: string;
      fullName: string;
      imeiFlagEmails: string[];
      invoiceAddress: components['schemas']['Address'] | null;
      kontekActive: boolean;
      /** @description The password is write-only; passwordSet tells whether one is stored */
      kontekApiAccess: {
        instance: string;
        passwordSet: boolean;
        username: string;
      } | null;
      kontekCompanyNumber: number;
      kontekEnabled: boolean;
      kontekUrlDomain: string;
      modules: {
        [key: string]: components['schemas']['ModuleFlag'];
      };
      organizationId: number;
      organizationNumber: string;
      /** @description 0 means none */
      parentOrganization: number;
      phone: string;
      postalAddress: components['schemas']['Address'] | null;
      settings: {
        [key: string]: boolean;
      };
    };
    OrganizationPublic: {
      email: string;
      fullName: string;
      modules: {
        [key: string]: components['schemas']['ModuleFlag'];
      };
      organizationId: number;
      organizationNumber: string;
      /** @description 0 means none */
      parentOrganization: number;
      phone: string;
      postalAddress: components['schemas']['Address'] | null;
    };
    OrganizationSettingBody: {
      key: string;
      organizationId: number;
      value: boolean;
    };
    OrganizationSettingDeleteBody: {
      key: string;
      organizationId: number;
      value?: boolean;
    };
    OrganizationSimple: {
      fullName: string;
      organizationId: number;
      parentOrganization: number;
    };
    OverrideHistoryEntry: {
      congestionTaxOverride: number | null;
      infraTaxOverride: number | null;
      odometerStart: number;
      odometerStop: number;
      overrideStartAddress: string | null;
      overrideStopAddress: string | null;
      /** @description When the override was made; 0 for the trip as detected */
      overrideTsMs: number;
      /** @description Who made it; null for the trip as detected */
      overrideTuId: number | null;
      overrideTuName: string;
      timestampStartMs: number;
      timestampStopMs: number;
      tripOdometerMax: number;
      tripUserspaceId: number;
    };
    /** @description Checked-in driver, else the default driver */
    OverviewDriver: {
      displayName: string;
      id: number;
    };
    OverviewItem: {
      battery_percentage: number | null;
      /** @description Type of the installed device; empty without one */
      deviceType: string;
      driver: components['schemas']['OverviewDriver'] | null;
      ignition: boolean | null;
      isTracker: boolean;
      /** @description Newest report of any kind (UTC, ms); null: never */
      last_seen_ms: number | null;
      /** @description Hours, as last reported by the device (0 unknown) */
      latestResponseFrequency: number;
      meta: {
        benefitType: string;
        color: string;
        /** @description 0–5 from satellites and HDOP of the newest fix (services/bff/README.md "Map overview"); 0: no fix */
        gps_quality: number;
        isArchived: boolean;
        marker: string;
        organizationId: number;
        organizationName: string;
        reg: string;
        /** @description MOVING while the newest report is recent and the vehicle moves; null: never reported */
        status: ('MOVING' | 'PARKED') | null;
        vehicle_id: number;
        vehicleDisplayName: string;
      };
      /** @description null: the vehicle has never reported a position with a fix */
      position: components['schemas']['OverviewPosition'] | null;
      speed_kph: number | null;
    };
    OverviewLiveUpdate: {
      battery_percentage: number | null;
      /** @description 0–5 from satellites and HDOP of the newest fix (services/bff/README.md "Map overview"); 0: no fix */
      gps_quality: number;
      ignition: boolean | null;
      /** @description Newest report of any kind (UTC, ms); null: never */
      last_seen_ms: number | null;
      organizationId: number;
      /** @description null: the vehicle has never reported a position with a fix */
      position: components['schemas']['OverviewPosition'] | null;
      speed_kph: number | null;
      /** @description MOVING while the newest report is recent and the vehicle moves; null: never reported */
      status: ('MOVING' | 'PARKED') | null;
      vehicle_id: number;
    };
    /** @description The newest position with a GPS fix; records without a fix are never plotted */
    OverviewPosition: {
      hdop: number | null;
      /** @description Degrees, 0 north, clockwise; null: the tracker's value was impossible */
      heading: number | null;
      /** @description WGS 84; 0 with longitude 0 means private mode (spec 02 §3) */
      latitude: number;
      longitude: number;
      satellites: number;
      /** @description Fix time (UTC, ms) */
      timestampMs: number;
    };
    PassageOverrideBody: {
      /** @description false removes the passage (it counts for nothing), true brings it back */
      isActive?: boolean;
      /** @description The congestion tax to charge instead, whole SEK ≥ 0; null clears it */
      overridePrice?: number | null;
      /** @description The infrastructure fee to charge instead; null clears it */
      overridePriceInfra?: number | null;
    };
    PasswordResetBody: {
      /** Format: email */
      email: string;
    };
    PhoneLookup: {
      iccid: string;
      phone: string;
    };
    ReportDelivery: {
      attempts: number;
      byteSize: number;
      createdTsMs: number;
      deliveryId: number;
      fileName: string;
      /** @description Why the last attempt failed (SMTP answer, generation error); empty when none */
      lastError: string;
      /** @description QUEUED: when the next attempt is due; else 0 */
      nextAttemptTsMs: number;
      /** @description A scheduled run: the month, YYYY/MM; else empty */
      period: string;
      recipients: string[];
      /** @enum {string} */
      reportFormat: 'PDF' | 'CSV';
      reportType: string;
      scheduleId: number | null;
      /** @description Over the attachment limit: a signed download link was mailed */
      sentAsLink: boolean;
      sentTsMs: number;
      /** @enum {string} */
      status: 'QUEUED' | 'SENT' | 'FAILED' | 'EMPTY';
    };
    ReportEmailQueued: {
      deliveryId: number;
      /** @constant */
      status: 'QUEUED';
    };
    ReportSchedule: {
      createdBy: number;
      createdTsMs: number;
      email: string[];
      /** @enum {string} */
      language: 'sv' | 'en';
      lastDelivery: components['schemas']['ReportDelivery'] | null;
      name: string;
      nextRunTsMs: number;
      organizationId: number;
      /** @enum {string} */
      reportFormat: 'PDF' | 'CSV';
      reportScheduleId: number;
      reportTarget: number[];
      reportTargetDriverOrganizations: number[];
      reportTargetDrivers: number[];
      reportTargetOrganizations: number[];
      /** @enum {string} */
      reportType: 'JOURNAL' | 'SUMMARY_VEHICLE' | 'SUMMARY_DRIVER' | 'SALARY' | 'ECOSCORE';
      schedule: number;
      showPrivate: boolean;
      zoneId: string;
    };
    ReportScheduleBody: {
      email?: string[];
      /** @enum {string} */
      language?: 'sv' | 'en';
      name?: string;
      organizationId?: number;
      /** @enum {string} */
      reportFormat?: 'PDF' | 'CSV';
      /** @description Vehicle ids */
      reportTarget?: number[];
      reportTargetDriverOrganizations?: number[];
      /** @description User ids */
      reportTargetDrivers?: number[];
      reportTargetOrganizations?: number[];
      /** @enum {string} */
      reportType?: 'JOURNAL' | 'SUMMARY_VEHICLE' | 'SUMMARY_DRIVER' | 'SALARY' | 'ECOSCORE';
      /** @description Day of month; 31 in a shorter month: its last day */
      schedule?: number;
      showPrivate?: boolean;
      zoneId?: string;
    };
    ResetPasswordBody: {
      password: string;
      passwordConfirmation: string;
      token: string;
    };
    ResponseTimeBody: {
      /** @default false */
      batteryWarningAcknowledged?: boolean;
      period: number;
      unit: string;
    };
    RestorePassagesBody: {
      /** @description The congestion-tax passages */
      congestion: boolean;
      /** @description The infrastructure-fee passages */
      infra: boolean;
    };
    ServiceEntry: {
      bothThresholdsRequired: boolean;
      id: string;
      latestServiceKm: number | null;
      /** @description End of the service day, Europe/Stockholm */
      latestServiceTsMs: number;
      leadDistKm: number | null;
      leadTimeWeeks: number | null;
      name: string;
      serviceAfterKm: number | null;
      serviceAfterMonths: number | null;
    };
    ServiceEntryInput: {
      /** @default false */
      bothThresholdsRequired?: boolean;
      /** @description Absent for a new entry; the service generates one */
      id?: string;
      latestServiceKm?: number | null;
      /** @description Any time of the service day; stored as the end of that day */
      latestServiceTsMs: number;
      leadDistKm?: number | null;
      leadTimeWeeks?: number | null;
      name: string;
      serviceAfterKm?: number | null;
      serviceAfterMonths?: number | null;
    };
    Session: {
      expiresAtMs: number;
      /** @description The organisation of the token (the user’s own) */
      organizationId: number;
      roles: ('ROOT' | 'HEXA' | 'ADMIN' | 'DRIVER')[];
      userId: number;
    };
    SetFlagBody: {
      isoCountryCode: string;
      vehicleIds: number[];
    };
    SmsCommandBody: {
      /** @description e.g. getinfo */
      command: string;
    };
    SmsCommandResponse: {
      messageId: string;
    };
    SpeedJourney: {
      /** @description Empty when no fixes were stored for the trip */
      features: components['schemas']['SpeedJourneyFeature'][];
      journal: components['schemas']['JournalEntry'];
      /** @description More fixes were stored than answered (at most 20,000, thinned evenly) */
      thinned: boolean;
    };
    SpeedJourneyFeature: {
      geometry: {
        /** @description [longitude, latitude] per stored fix, oldest first */
        coordinates: [number, number][];
        /** @constant */
        type: 'LineString';
      };
      properties: {
        /** @description Fix time (epoch ms) of each coordinate */
        timestamps: number[];
        /** @description Speed at each coordinate, metres per second (× 3.6 for km/h); null where the tracker's value was impossible */
        velocities: (number | null)[];
      };
      /** @constant */
      type: 'Feature';
    };
    SpeedLogAccess: {
      /** @description ROOT, or USER_ALLOWED_SPEED_REPORT on the user, or ORG_ALLOWED_SPEED_REPORT on its organisation */
      allowed: boolean;
    };
    StationOverrideBody: {
      /**
       * @description Drops the station’s overrides
       * @constant
       */
      clear?: true;
      /** @description The road's heading, degrees clockwise from north */
      nudge_angle?: number;
      /** @description Metres east (SWEREF 99 TM), at most 2 km from the seed position */
      sweref99tm_e?: number;
      /** @description Metres north (SWEREF 99 TM) */
      sweref99tm_n?: number;
      /**
       * @description The tariff class a Stockholm control point bills (the data's Essingeleden classes are uncertain)
       * @enum {string}
       */
      tariff?: 'stockholm-inner' | 'stockholm-essingeleden';
    };
    TollCheckPath: {
      passages: {
        /** @description What it would bear (the trip alone) */
        amount_sek: number;
        cp_id: string;
        /** @description Counted as a passage */
        hit: boolean;
        intersection: {
          latitude: number;
          longitude: number;
        };
        /** @description UTC, of the crossing or of the closest approach */
        isotime: string;
        /** @description From the gantry */
        offset_m: number;
        reason: string;
        station_name: string;
      }[];
      prices: {
        congestion_tax_sek: number;
        infra_tax_sek: number;
      };
    };
    TollPassage: {
      /** @description false: removed by an override, counts for nothing */
      isActive: boolean;
      /** @description The crossing, UTC ISO 8601 */
      isotime: string;
      /** @description The congestion tax overridden; null: none */
      overridePrice: number | null;
      /** @description The infrastructure fee overridden; null: none */
      overridePriceInfra: number | null;
      passageId: number;
      /** @description Congestion tax as computed, SEK (0 at an infrastructure-fee station) */
      price: number;
      /** @description Infrastructure fee as computed, SEK (0 at a congestion-tax station) */
      priceInfra: number;
      station: {
        geometry: {
          /** @description The station's [longitude, latitude] */
          coordinates: [number, number];
        };
        name: string;
      };
      /**
       * @description The tax the passage bears (also when it bears 0, as for an exempt vehicle): its table in the route panel
       * @enum {string}
       */
      tax: 'congestion' | 'infrastructure';
    };
    TollPathInfo: {
      /** @description The stored fixes of the trip */
      original_path: {
        latitude: number;
        longitude: number;
        timestamp_ms: number;
      }[];
      original_timestamps: number[];
      /** @description The same path every 25 m (the smoothed path drawn) */
      resampled_path: {
        latitude: number;
        longitude: number;
        timestamp_ms: number;
      }[];
      /** @description The path detection reads (cleaned, curved between sparse fixes) */
      road_interpolation: {
        latitude: number;
        longitude: number;
        timestamp_ms: number;
      }[];
      /** @description 'none': no map matching */
      snap_source: string;
      thinned: boolean;
      trip_id: number;
    };
    TollStation: {
      backaRole: string;
      city: string;
      /** @description `<city>-<cpNumber>`, or the city alone for a bridge */
      cp_id: string;
      cpNumber: string;
      /** @description The road's heading, degrees from north; null: unknown */
      direction_deg: number | null;
      essingeledenPair: string;
      geometry: {
        /** @description The gantry's [longitude, latitude] as overridden */
        coordinates: [number, number];
      };
      /** @description The charged line’s two ends; empty while the heading is unknown */
      line: [number, number][];
      name: string;
      nudge_angle: number | null;
      /** @description Position in the seed data, 1-based (the pay-station colour derives from it) */
      number: number;
      overridden: boolean;
      sweref99tm_e: number;
      sweref99tm_n: number;
      tariff: string;
    };
    TollStationReference: {
      cp_id: string;
      /** @description Heading from this gantry to the other, degrees from north */
      direction: number | null;
      /** @description The other gantry of the same station ('' when it has one) */
      reference_back: string;
    };
    TripRoute: {
      /** @description One line of the fixes between the start and the stop; empty when none were stored */
      features: components['schemas']['TripRouteFeature'][];
      journal: components['schemas']['JournalEntry'];
      /** @description More fixes were stored than answered (at most 20,000, thinned evenly) */
      thinned: boolean;
    };
    TripRouteFeature: {
      geometry: {
        /** @description [longitude, latitude] per stored fix, oldest first */
        coordinates: [number, number][];
        /** @constant */
        type: 'LineString';
      };
      properties: {
        /** @description Fix time (epoch ms) of each coordinate */
        timestamps: number[];
      };
      /** @constant */
      type: 'Feature';
    };
    TripTolls: {
      congestionData: {
        passages: components['schemas']['TollPassage'][];
      };
      congestionTaxCount: number;
      congestionTaxSek: number;
      congestionTaxSekOverride: number | null;
      infraTaxCount: number;
      infraTaxSek: number;
      infraTaxSekOverride: number | null;
      /** @description The journal entry (a merged entry: its trips summed) */
      journal_id: number;
    };
    UnmergeTripsBody: {
      mergedTripsId: number[];
    };
    UpdateOrganizationBody: {
      invoiceAddress?: components['schemas']['AddressInput'];
      phone?: string;
      postalAddress?: components['schemas']['AddressInput'];
    };
    UpdateTripBody: {
      adminComment?: string;
      correctedByDriver?: boolean;
      description?: string;
      /**
       * @description Dismisses the trip's developer flags (its driver; not on LOCKED, CORRECTED or DONE trips)
       * @constant
       */
      dismissDevComment?: true;
      lightAttested?: boolean;
      /** @description ROOT: the trip's distance, metres */
      odometer_max?: number;
      /** @description ROOT: the start address shown; '' clears the override */
      override_start?: string;
      /** @description ROOT: the stop address shown; '' clears the override */
      override_stop?: string;
      /** @description Confirms marking another driver's trip private */
      privateConfirmed?: boolean;
      purpose?: string;
      /** @description ROOT: the trip's start (kept in the override history) */
      timestamp_start_ms?: number;
      /** @description ROOT: the trip's stop */
      timestamp_stop_ms?: number;
      /** @description ADMIN, ROOT: the driver (null: no driver) */
      user_id?: number | null;
    };
    UpdateUserBody: {
      defaultVehicles?: number[];
      /** Format: email */
      displayEmail?: string;
      displayName?: string;
      hasApprovedGdpr?: boolean;
      /** @description The id printed on the driver's iButton key tag (spaces, colons and dashes allowed; ADMIN, ROOT and HEXA only); empty or null: none */
      ibuttonId?: string | null;
      kontekEmployeeKey?: string;
      kontekEmployeeNumber?: string;
      /** @enum {string} */
      mapType?: 'LIGHT' | 'DARK';
      oldPassword?: string;
      /** @description Moves the user to another organisation */
      organizationId?: number;
      /** @description New password (own account only, with oldPassword) */
      password?: string;
      passwordConfirmation?: string;
      permittedVehicles?: number[];
      phone?: string;
      /** @description Travel purposes: at most 50, each at most 100 characters */
      purposes?: string[];
      roles?: ('ROOT' | 'HEXA' | 'ADMIN' | 'DRIVER')[];
      settings?: {
        [key: string]: boolean;
      };
    };
    UpdateVehicleBody: {
      /** @enum {string} */
      benefitType?: 'PRIVATE' | 'BENEFIT' | 'WORK' | 'TRACKER' | 'POOL';
      brand?: string;
      co2GKm1?: number;
      co2GKm2?: number;
      co2GKmOverride?: number;
      consumption1?: number;
      consumption2?: number;
      /** @description null clears */
      defaultDriver?: number | null;
      /** @enum {string} */
      defaultTripType?: 'PRIVATE' | 'BUSINESS';
      displayName?: string;
      fuel1?: {
        /** @default  */
        consumptionUnit?: string;
        /** @default  */
        svName?: string;
      };
      fuel2?: {
        /** @default  */
        consumptionUnit?: string;
        /** @default  */
        svName?: string;
      };
      fuelLKmOverride?: number;
      hybrid?: boolean;
      isoCountryCode?: string;
      lastInspectionTsMs?: number;
      model?: string;
      modelYear?: number;
      nextInspectionTsMs?: number;
      permitAnyDriver?: boolean;
      permittedDrivers?: number[];
      proportion1?: number;
      /** @description Immutable once set, except for ROOT */
      registry?: string;
      /** @description Replaces the service entries */
      settings?: {
        vehicleService: {
          [key: string]: components['schemas']['ServiceEntryInput'];
        };
      };
      style?: components['schemas']['VehicleStyleInput'];
      /**
       * @description Spec 04: "car" (default) or "heavy" (heavy truck over 3.5 t)
       * @enum {string}
       */
      tollClass?: 'car' | 'heavy';
      /** @description Spec 04: switches congestion tax and infrastructure fees off */
      tollExempt?: boolean;
    };
    User: {
      archivedTsMs: number;
      currentVehicle: number[];
      defaultVehicles: number[];
      displayEmail: string;
      displayName: string;
      hasApprovedGdpr: boolean;
      /** @description The driver's iButton key as trackers report it (16 lower-case hex digits); null when none */
      ibuttonId: string | null;
      /** @description Same as userId */
      id: number;
      inviteSentTsMs: number;
      isArchived: boolean;
      kontekEmployeeKey: string;
      kontekEmployeeNumber: string;
      lastSeenApp: number;
      lastSeenDriving: number;
      mapType: string;
      organizationId: number;
      organizations: components['schemas']['UserOrganization'][];
      permittedVehicles: number[];
      phone: string;
      purposes: string[];
      roles: ('ROOT' | 'HEXA' | 'ADMIN' | 'DRIVER')[];
      settings: {
        [key: string]: boolean;
      };
      userId: number;
    };
    UserOrganization: {
      fullName: string;
      modules: {
        [key: string]: components['schemas']['ModuleFlag'];
      };
      organizationId: number;
      parentOrganization: number;
    };
    UserSettingBody: {
      key: string;
      userId: number;
      value: boolean;
    };
    UserSettingDeleteBody: {
      key: string;
      userId: number;
      value?: boolean;
    };
    UserSimple: {
      displayName: string;
      /** @description Same as userId */
      id: number;
      isArchived: boolean;
      organizationId: number;
      userId: number;
    };
    Vehicle: {
      archivedTsMs: number;
      batteryPercentage: number | null;
      benefitType: string;
      brand: string;
      canToggleDefaultTripType: boolean;
      co2GKm1: number;
      co2GKm2: number;
      co2GKmOverride: number | null;
      consumption1: number;
      consumption2: number;
      createdTsMs: number;
      currentDriver: components['schemas']['DriverRef'] | null;
      defaultDriver: components['schemas']['DriverRef'] | null;
      defaultTripType: string;
      deviceType: string;
      displayName: string;
      fuel1: components['schemas']['Fuel'] | null;
      fuel2: components['schemas']['Fuel'] | null;
      fuelLKmOverride: number | null;
      futureDeviceId: number;
      hybrid: boolean;
      id: number;
      isArchived: boolean;
      isoCountryCode: string;
      isTracker: boolean;
      lastInspectionTsMs: number;
      lastSeen: number;
      /** @description Hours, as last reported by the device (0 unknown) */
      latestResponseFrequency: number;
      model: string;
      modelYear: number;
      nextInspectionTsMs: number;
      odometer: {
        applyRetroactive: boolean;
        recordedTimeMs: number;
        valueKm: number;
      } | null;
      organizationId: number;
      permitAnyDriver: boolean;
      permittedDrivers: components['schemas']['DriverRef'][];
      proportion1: number;
      registry: string;
      responsetime: number;
      retired: boolean;
      /** @description Hours; differs from latest while a change is pending */
      selectedResponseFrequency: number;
      settings: {
        vehicleService: {
          [key: string]: components['schemas']['ServiceEntry'];
        };
      };
      state: {
        imei: string;
        odometer: number;
      } | null;
      style: components['schemas']['VehicleStyle'] | null;
      /**
       * @description Spec 04: the infrastructure fee class ("heavy": heavy truck over 3.5 t)
       * @enum {string}
       */
      tollClass: 'car' | 'heavy';
      /** @description Spec 04: no congestion tax and no infrastructure fee for this vehicle */
      tollExempt: boolean;
      /** @description Same as id */
      vehicleId: number;
    };
    VehicleInfo: {
      brand: string;
      co2GKm1: number;
      co2GKm2: number;
      consumption1: number;
      consumption2: number;
      fuel1: components['schemas']['Fuel'] | null;
      fuel2: components['schemas']['Fuel'] | null;
      hybrid: boolean;
      model: string;
      modelYear: number;
      proportion1: number;
    };
    /** @description Keyed by the upper-cased registration number */
    VehicleInfoResponse: {
      [key: string]: components['schemas']['VehicleInfo'];
    };
    VehicleSetupBody: {
      /** @description Checked-in driver: a permitted one, or anyone on an open vehicle */
      currentDriver?: number;
      /** @description A free device of that organisation to install */
      deviceId?: number;
      /** @description Organisation to create it in; default the selected one. The services check the caller may */
      organizationId?: number;
      vehicle: components['schemas']['CreateVehicleBody'];
      /** @description Service entries */
      vehicleService?: {
        [key: string]: components['schemas']['ServiceEntryInput'];
      };
    };
    VehicleSimple: {
      benefitType: string;
      displayName: string;
      id: number;
      isArchived: boolean;
      isTracker: boolean;
      organizationId: number;
      registry: string;
    };
    VehicleStyle: {
      color: string;
      marker: string;
    };
    VehicleStyleInput: {
      /** @default  */
      color?: string;
      /** @default  */
      marker?: string;
    };
    WorkSchedule: {
      /** @description false: the default (Monday to Friday 08:00–17:00), which gives trips nothing */
      activated: boolean;
      daysList: {
        active: boolean;
        dayOfWeek: number;
        times: {
          start: string;
          stop: string;
        }[];
      }[];
      /**
       * @description What trips started within working hours get
       * @enum {string}
       */
      tripType: 'BUSINESS' | 'PRIVATE';
      userId: number;
    };
    WorkScheduleBody: {
      daysList?: {
        active: boolean;
        dayOfWeek: number;
        times: {
          /** @description Local time (Europe/Stockholm), HHmm; 2400 ends the day */
          start: string;
          /** @description Local time (Europe/Stockholm), HHmm; 2400 ends the day */
          stop: string;
        }[];
      }[];
      tripType?: string;
    };
    Zone: {
      activeOnTripEnd: boolean;
      activeOnTripStart: boolean;
      address: string;
      description: string;
      latitude: number;
      longitude: number;
      organizationId: number;
      radiusMs: number;
      /**
       * @description What trips starting (activeOnTripStart) or ending (activeOnTripEnd) inside get; NONE: nothing
       * @enum {string}
       */
      tripType: 'BUSINESS' | 'PRIVATE' | 'NONE';
      userId: number;
      zoneId: number;
      zoneName: string;
    };
    ZoneBatchBody: {
      personIds: number[];
      /** @description The zone to copy (other fields are ignored) */
      zone: {
        zoneId: number;
      };
    };
    ZoneBatchResult: {
      copied: number;
      zoneIds: number[];
    };
    ZoneBody: {
      activeOnTripEnd?: boolean;
      activeOnTripStart?: boolean;
      address?: string;
      /** @description The purpose: becomes the description of the trips it types */
      description?: string;
      latitude?: number;
      longitude?: number;
      /** @description Radius in metres, at most 800 (spec 03 §9) */
      radiusMs?: number;
      /**
       * @description What trips starting (activeOnTripStart) or ending (activeOnTripEnd) inside get; NONE: nothing
       * @enum {string}
       */
      tripType?: 'BUSINESS' | 'PRIVATE' | 'NONE';
      /** @description Empty: "Ny plats" */
      zoneName?: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
  AvlLogController_log: {
    parameters: {
      query: {
        imei: string;
        page?: number;
        /** @description Epoch ms, inclusive */
        start: number;
        /** @description Epoch ms, exclusive; at most 31 days after start */
        stop: number;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AvlPacketPage'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_list: {
    parameters: {
      query?: {
        /** @description Comma-separated organisation ids */
        organizationIds?: unknown;
        search?: unknown;
        tab?: 'WARNINGS' | 'STOCK' | 'ON_THE_WAY' | 'IN_DRIVE' | 'RETIRED';
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceList'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_add: {
    parameters: {
      query?: {
        /** @description HHMM, UTC (overrides the body) */
        specifiedTimeOfDay?: unknown;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddDeviceBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Device'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Device id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Device'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Device id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPatchDeviceBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Device'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_connect: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Device id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectDeviceBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Device'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_installations: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Device id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Installation'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_uninstall: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Device id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Device'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_sms: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Device id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SmsCommandBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SmsCommandResponse'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The external service behind this call is not configured (SERVICE_NOT_CONFIGURED) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_listFutureDevices: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FutureDevice'][];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /**
       * @description Internal error
       *
       *     Internal error
       */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_planFutureDevice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FutureDeviceBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FutureDevice'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminDevicesController_cancelFutureDevice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancelFutureDeviceBody'];
      };
    };
    responses: {
      /** @description Cancelled */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TripAdminController_moveOne: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MoveTripBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JournalEntry'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TripAdminController_moveMany: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MoveTripsBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MovedTrips'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'][];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /**
       * @description Internal error
       *
       *     Internal error
       */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCreateOrganizationBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCreateOrganizationResponse'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Organisation id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Organisation id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Organisation id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateOrganizationBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminController_setOrganizationSetting: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationSettingBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminController_deleteOrganizationSetting: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationSettingDeleteBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TripAdminController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewTripBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JournalEntry'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TripAdminController_delete: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JournalEntry'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminController_setUserSetting: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserSettingBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AdminController_deleteUserSetting: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserSettingDeleteBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_adminCreate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCreateVehicleBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TripAdminController_deleteHistory: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedHistory'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmNotificationsController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmNotifications'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmNotificationsController_read: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AlarmNotificationsRead'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmNotifications'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmPeriodsController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmPeriod'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmPeriodsController_acknowledge: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Alarm period id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AlarmAcknowledgeBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmPeriod'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmPeriodsController_current: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmPeriod'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmSettingsController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmSetting'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmSettingsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AlarmSettingBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmSetting'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmSettingsController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Alarm setting id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmSetting'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmSettingsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Alarm setting id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmSetting'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AlarmSettingsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Alarm setting id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AlarmSettingBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlarmSetting'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AttestationController_check: {
    parameters: {
      query: {
        month: number;
        /** @description Administrators: the driver (default: the caller) */
        personId?: unknown;
        vehicle: number;
        year: number;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttestCheck'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AttestationController_confirm: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AttestReviewBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttestMonth'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AttestationController_months: {
    parameters: {
      query: {
        month: number;
        year: number;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttestMonth'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AttestationController_refuse: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AttestRefuseBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttestMonth'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AttestationController_remind: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AttestReviewBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttestMonth'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AttestationController_unlock: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AttestReviewBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttestMonth'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AttestationController_attest: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AttestUserBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttestMonth'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  AttestationController_unattest: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The driver (user id) */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AttestResetBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttestMonth'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  SessionController_currentUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUser'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /**
       * @description Internal error
       *
       *     Internal error
       */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  SessionController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many attempts (TOO_MANY_ATTEMPTS) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  SessionController_resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordBody'];
      };
    };
    responses: {
      /** @description Password changed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  SessionController_validatePasswordToken: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token is valid */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  SessionController_control: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Control'];
        };
      };
    };
  };
  DevicesController_vehicleDevice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Device'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  DevicesController_list: {
    parameters: {
      query?: {
        /** @description Comma-separated organisation ids */
        organizationIds?: unknown;
        /** @description IMEI, phone, registration, driver (from 2 characters) */
        search?: unknown;
        tab?: 'WARNINGS' | 'STOCK' | 'ON_THE_WAY' | 'IN_DRIVE' | 'RETIRED';
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceList'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  DevicesController_install: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Device id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InstallDeviceBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Device'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehicleCommandsController_deviceHistory: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Device id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceCommandList'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehicleCommandsController_toDevice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Device id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeviceCommandBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceCommand'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ExternalController_firmware: {
    parameters: {
      query: {
        imei: string;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Firmware'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The external service behind this call is not configured (SERVICE_NOT_CONFIGURED) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ExternalController_phone: {
    parameters: {
      query: {
        iccid: string;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneLookup'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The external service behind this call is not configured (SERVICE_NOT_CONFIGURED) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  GeofenceAlarmsController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeofenceAlarm'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  GeofenceAlarmsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GeofenceAlarmBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeofenceAlarm'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  GeofenceAlarmsController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Geofence alarm id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeofenceAlarm'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  GeofenceAlarmsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Geofence alarm id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeofenceAlarm'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  GeofenceAlarmsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Geofence alarm id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GeofenceAlarmBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeofenceAlarm'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  GeoController_speedLogAccess: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpeedLogAccess'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  GeoController_speedJourney: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpeedJourney'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UsersController_invite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteUserBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  JournalController_list: {
    parameters: {
      query?: {
        /** @description Comma-separated or repeated ids */
        driverIds?: unknown;
        excludeCoords?: 'true' | 'false';
        fetchCoordinates?: 'true' | 'false';
        /** @description Epoch ms, inclusive (or from_ts) */
        fromTsMs?: unknown;
        size?: unknown;
        /** @description Epoch ms, exclusive (or to_ts) */
        toTsMs?: unknown;
        /** @description Comma-separated or repeated ids */
        vehicleIds?: unknown;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JournalEntry'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  JournalController_csv: {
    parameters: {
      query?: {
        csvDelimiter?: ';' | ',';
        lang?: 'sv' | 'en';
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
    };
  };
  JournalController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTripBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JournalEntry'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  JournalController_overrideHistory: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverrideHistoryEntry'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TollEditingController_resetTolls: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripTolls'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TollEditingController_restorePassages: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RestorePassagesBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripTolls'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  GeoController_route: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripRoute'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  JournalController_byIds: {
    parameters: {
      query: {
        /** @description Comma-separated or repeated journal ids (at most 1,000) */
        ids: unknown;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JournalEntry'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  JournalController_merge: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MergeTripsBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JournalEntry'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TollEditingController_overridePassage: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Passage id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PassageOverrideBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TripTolls'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  JournalController_unmerge: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnmergeTripsBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JournalEntry'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  OrganizationsController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': (components['schemas']['Organization'] | components['schemas']['OrganizationPublic'])[];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  OrganizationsController_listSimple: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationSimple'][];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  OrganizationsController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Organisation id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'] | components['schemas']['OrganizationPublic'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  OrganizationsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Organisation id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrganizationBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  OrganizationsController_noMapView: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoMapViewOrganizations'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  OverviewController_list: {
    parameters: {
      query?: {
        /** @description Comma-separated benefit types: PRIVATE, BENEFIT, WORK, TRACKER, POOL */
        benefitTypes?: unknown;
        /** @description Comma-separated organisation ids (or repeated) */
        organizationIds?: unknown;
        /** @description Registry, name or driver (case-insensitive) */
        search?: unknown;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverviewItem'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  OverviewController_vehicle: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverviewItem'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ReportFilesController_file: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The link token from the mail */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['Error'];
          'text/csv': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['Error'];
          'text/csv': components['schemas']['Error'];
        };
      };
    };
  };
  ReportsController_report: {
    parameters: {
      query?: {
        allVehicles?: 'true' | 'false';
        csvDelimiter?: ',' | ';';
        driverIds?: unknown;
        /** @description Comma-separated recipients: mail it instead */
        email?: unknown;
        fileName?: unknown;
        /** @description Epoch ms, inclusive */
        fromTsMs?: unknown;
        lang?: 'sv' | 'en';
        organizationIds?: unknown;
        showPrivate?: 'true' | 'false';
        /** @description IANA zone (default Europe/Stockholm); or zoneId */
        timeZone?: unknown;
        /** @description Epoch ms, exclusive; at most a year after fromTsMs */
        toTsMs?: unknown;
        tripFilter?: 'ALL' | 'BUSINESS' | 'PRIVATE';
        /** @description Comma-separated or repeated ids (at most 1,000) */
        vehicleIds?: unknown;
        zoneId?: unknown;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        format: 'pdf' | 'csv';
        type:
          | 'journal'
          | 'summary-vehicle'
          | 'summary-driver'
          | 'summary-all-vehicles'
          | 'purpose'
          | 'salary'
          | 'eco-score'
          | 'trackers'
          | 'alarm-events'
          | 'discrepancy';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
          'application/pdf': string;
          'text/csv': string;
        };
      };
      /** @description With email: queued, mailed when generated */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportEmailQueued'];
          'application/pdf': components['schemas']['ReportEmailQueued'];
          'text/csv': components['schemas']['ReportEmailQueued'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
          'application/pdf': components['schemas']['Error'];
          'text/csv': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
          'application/pdf': components['schemas']['Error'];
          'text/csv': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
          'application/pdf': components['schemas']['Error'];
          'text/csv': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
          'application/pdf': components['schemas']['Error'];
          'text/csv': components['schemas']['Error'];
        };
      };
    };
  };
  ReportsController_driverReport: {
    parameters: {
      query: {
        /** @description 1–12 */
        month: unknown;
        organizationIds?: unknown;
        year: unknown;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DriverMonthlyReportRow'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ReportSchedulesController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportSchedule'][];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /**
       * @description Internal error
       *
       *     Internal error
       */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ReportSchedulesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReportScheduleBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportSchedule'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ReportSchedulesController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Schedule id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportSchedule'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ReportSchedulesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Schedule id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReportScheduleBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportSchedule'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ReportSchedulesController_deliveries: {
    parameters: {
      query?: {
        /** @description 1–500 (default 50) */
        limit?: unknown;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Schedule id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportDelivery'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ReportSchedulesController_listOfOrganization: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Organisation id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportSchedule'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  SessionController_requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetBody'];
      };
    };
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many attempts (TOO_MANY_ATTEMPTS) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  SessionController_session: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  RefreshController_logout: {
    parameters: {
      query?: never;
      header: {
        /** @description Must be `1`: proves the request comes from the web app itself (a cross-site page cannot send it) */
        'x-fleetlog-session': '1';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Logged out */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  RefreshController_refresh: {
    parameters: {
      query?: never;
      header: {
        /** @description Must be `1`: proves the request comes from the web app itself (a cross-site page cannot send it) */
        'x-fleetlog-session': '1';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TollAnalyserController_checkPath: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TollCheckPath'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TollAnalyserController_pathInfo: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Journal (trip) id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TollPathInfo'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TollAnalyserController_references: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TollStationReference'][];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /**
       * @description Internal error
       *
       *     Internal error
       */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TollAnalyserController_override: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The station: `<city>-<cpNumber>` or a bridge’s city */
        cpId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StationOverrideBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TollStation'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  TollAnalyserController_stations: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TollStation'][];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /**
       * @description Internal error
       *
       *     Internal error
       */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UsersController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UsersController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUserBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UsersController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description User id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UsersController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description User id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UsersController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description User id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UsersController_activate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description User id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UsersController_archive: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description User id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  WorkScheduleController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The user */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkSchedule'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  WorkScheduleController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The user */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkSchedule'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  WorkScheduleController_delete: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The user */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkSchedule'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  WorkScheduleController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The user */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkScheduleBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkSchedule'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ZoneController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The user */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Zone'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ZoneController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The user */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ZoneBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Zone'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ZoneController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The user */
        id: number;
        /** @description The zone */
        zoneId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Zone'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ZoneController_delete: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The user */
        id: number;
        /** @description The zone */
        zoneId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Zone'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ZoneController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description The user */
        id: number;
        /** @description The zone */
        zoneId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ZoneBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Zone'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UsersController_listSimple: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserSimple'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehicleInfoController_fetch: {
    parameters: {
      query: {
        regNo: string;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleInfoResponse'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The external service behind this call is not configured (SERVICE_NOT_CONFIGURED) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehicleInfoController_deleteHistory: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Forgotten */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateVehicleBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedVehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateVehicleBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_activate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_archive: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_changeOrganisation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeVehicleOrganizationBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_changeOrganizationUs: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeVehicleOrganizationBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_checkCurrentDriver: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CurrentDriverBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehicleCommandsController_vehicleHistory: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceCommandList'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehicleCommandsController_cpuReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceCommand'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_currentDriver: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CurrentDriverBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_toggleDefaultTripType: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  EcoScoreController_ecoScore: {
    parameters: {
      query: {
        fromMs: string;
        toMs: string;
      };
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EcoScore'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_frequency: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FrequencyBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  DevicesController_vehicleInstallations: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Installation'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_odometer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OdometerBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_resetFuelCo2: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_responseTime: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResponseTimeBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehicleCommandsController_tracking: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceCommand'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehicleCommandsController_webConnect: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path: {
        /** @description Vehicle id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceCommand'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_setFlag: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetFlagBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehicleSetupController_setup: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VehicleSetupBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vehicle'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  VehiclesController_listSimple: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VehicleSimple'][];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ZoneController_copy: {
    parameters: {
      query?: never;
      header?: {
        /** @description Selected organisation (positive integer) */
        'x-organization-id'?: string;
        /** @description Include archived items */
        'x-show-archived'?: 'true' | 'false';
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ZoneBatchBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ZoneBatchResult'];
        };
      };
      /** @description Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not authenticated (UNAUTHENTICATED, INVALID_LOGIN) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not found (e.g. USER_MISSING, ORGANIZATION_MISSING) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Internal error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Alive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A service is unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VersionController_version: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppVersion'];
        };
      };
    };
  };
}
type FlattenedDeepRequired<T> = {
  [K in keyof T]-?: FlattenedDeepRequired<
    T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]
  >;
};
type ReadonlyArray<T> = [Exclude<T, undefined>] extends [unknown[]]
  ? Readonly<Exclude<T, undefined>>
  : Readonly<Exclude<T, undefined>[]>;
export const pathsApiAdminAvlLogGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/avl/log']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminDevicesGetParametersQueryTabValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/devices']['get']['parameters']['query']['tab']
> = ['WARNINGS', 'STOCK', 'ON_THE_WAY', 'IN_DRIVE', 'RETIRED'];
export const pathsApiAdminDevicesGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/devices']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminDevicesPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/devices']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminDevicesIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/devices/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminDevicesIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/devices/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminDevicesIdConnectPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/devices/{id}/connect']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminDevicesIdInstallationsGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/devices/{id}/installations']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminDevicesIdInstalledVehicleDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/devices/{id}/installed-vehicle']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminDevicesIdSmsPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/devices/{id}/sms']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminFutureDeviceGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/future-device']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminFutureDevicePostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/future-device']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminFutureDeviceDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/future-device']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminMoveTripSingleIdPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/move-trip/single/{id}']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminMoveTripsPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/move-trips']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminOrganizationGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/organization']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminOrganizationPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/organization']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminOrganizationIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/organization/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminOrganizationIdDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/organization/{id}']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminOrganizationIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/organization/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminOrganizationSettingsPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/organization/settings']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminOrganizationSettingsDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/organization/settings']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminTripPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/trip']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminTripIdDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/trip/{id}']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminUserSettingsPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/user/settings']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminUserSettingsDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/user/settings']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminVehiclesPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/vehicles']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAdminVehiclesIdHistoryDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/admin/vehicles/{id}/history']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmNotificationsGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-notifications']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmNotificationsReadPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-notifications/read']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmPeriodGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-period']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmPeriodIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-period/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmPeriodCurrentGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-period/current']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmSettingsGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-settings']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmSettingsPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-settings']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmSettingsIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-settings/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmSettingsIdDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-settings/{id}']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAlarmSettingsIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/alarm-settings/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAttestCheckGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/attest/check']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAttestConfirmPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/attest/confirm']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAttestMonthsGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/attest/months']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAttestRefusePutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/attest/refuse']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAttestRemindPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/attest/remind']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAttestUnlockPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/attest/unlock']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAttestUserPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/attest/user']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAttestUserIdUnattestPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/attest/user/{id}/unattest']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiAuthGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/auth']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiDeviceVehicleVehicleIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/device-vehicle/vehicle/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiDevicesGetParametersQueryTabValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/devices']['get']['parameters']['query']['tab']
> = ['WARNINGS', 'STOCK', 'ON_THE_WAY', 'IN_DRIVE', 'RETIRED'];
export const pathsApiDevicesGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/devices']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiDevicesIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/devices/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiDevicesIdCommandsGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/devices/{id}/commands']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiDevicesIdCommandsPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/devices/{id}/commands']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiExternalFotaDeviceGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/external/fota/device']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiExternalPhoneGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/external/phone']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiGeoLarmGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/geo-larm']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiGeoLarmPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/geo-larm']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiGeoLarmIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/geo-larm/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiGeoLarmIdDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/geo-larm/{id}']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiGeoLarmIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/geo-larm/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiGeoSpeedLogAccessGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/geo/speed-log-access']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiGeoTripIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/geo/trip/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiInviteUserPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/invite-user']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalGetParametersQueryExcludeCoordsValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal']['get']['parameters']['query']['excludeCoords']
> = ['true', 'false'];
export const pathsApiJournalGetParametersQueryFetchCoordinatesValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal']['get']['parameters']['query']['fetchCoordinates']
> = ['true', 'false'];
export const pathsApiJournalGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalCsvGetParametersQueryCsvDelimiterValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal-csv']['get']['parameters']['query']['csvDelimiter']
> = [';', ','];
export const pathsApiJournalCsvGetParametersQueryLangValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal-csv']['get']['parameters']['query']['lang']
> = ['sv', 'en'];
export const pathsApiJournalCsvGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal-csv']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalIdPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal/{id}']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalIdOverrideHistoryGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal/{id}/override-history']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalIdResetTollPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal/{id}/reset-toll']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalIdRestorePassagesPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal/{id}/restore-passages']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalIdRouteGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal/{id}/route']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalByIdsGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal/by-ids']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalMergePutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal/merge']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalPassageIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal/passage/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiJournalUnmergePutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/journal/unmerge']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiOrganizationGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/organization']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiOrganizationSimpleGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/organization-simple']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiOrganizationIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/organization/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiOrganizationIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/organization/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiOrganizationNoMapViewGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/organization/no-map-view']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiOverviewGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/overview']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiOverviewVehicleIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/overview/vehicle/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiReportTypeFormatGetParametersQueryAllVehiclesValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/{type}/{format}']['get']['parameters']['query']['allVehicles']
> = ['true', 'false'];
export const pathsApiReportTypeFormatGetParametersQueryCsvDelimiterValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/{type}/{format}']['get']['parameters']['query']['csvDelimiter']
> = [',', ';'];
export const pathsApiReportTypeFormatGetParametersQueryLangValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/{type}/{format}']['get']['parameters']['query']['lang']
> = ['sv', 'en'];
export const pathsApiReportTypeFormatGetParametersQueryShowPrivateValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/{type}/{format}']['get']['parameters']['query']['showPrivate']
> = ['true', 'false'];
export const pathsApiReportTypeFormatGetParametersQueryTripFilterValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/{type}/{format}']['get']['parameters']['query']['tripFilter']
> = ['ALL', 'BUSINESS', 'PRIVATE'];
export const pathsApiReportTypeFormatGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/{type}/{format}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiReportTypeFormatGetParametersPathFormatValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/{type}/{format}']['get']['parameters']['path']['format']
> = ['pdf', 'csv'];
export const pathsApiReportTypeFormatGetParametersPathTypeValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/{type}/{format}']['get']['parameters']['path']['type']
> = [
  'journal',
  'summary-vehicle',
  'summary-driver',
  'summary-all-vehicles',
  'purpose',
  'salary',
  'eco-score',
  'trackers',
  'alarm-events',
  'discrepancy',
];
export const pathsApiReportDriverGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/driver']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiReportScheduleGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/schedule']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiReportSchedulePostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/schedule']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiReportScheduleIdDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/schedule/{id}']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiReportScheduleIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/schedule/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiReportScheduleIdDeliveriesGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/schedule/{id}/deliveries']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiReportScheduleOrganizationIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/report/schedule/organization/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiSessionGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/session']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiSessionLogoutPostParametersHeaderXFleetlogSessionValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/session/logout']['post']['parameters']['header']['x-fleetlog-session']
> = ['1'];
export const pathsApiSessionRefreshPostParametersHeaderXFleetlogSessionValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/session/refresh']['post']['parameters']['header']['x-fleetlog-session']
> = ['1'];
export const pathsApiTriptaxAnalyzerCheckPathIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/triptax-analyzer/check-path/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiTriptaxAnalyzerPathInfoIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/triptax-analyzer/path-info/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiTriptaxAnalyzerReferencesGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/triptax-analyzer/references']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiTriptaxAnalyzerStationOverrideCpIdPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/triptax-analyzer/station-override/{cpId}']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiTriptaxAnalyzerStationsGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/triptax-analyzer/stations']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdActivatePatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/activate']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdArchivePatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/archive']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdWeekdayGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/weekday']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdWeekdayPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/weekday']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdWeekdayDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/weekday']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdWeekdayPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/weekday']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdZoneGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/zone']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdZonePostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/zone']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdZoneZoneIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/zone/{zoneId}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdZoneZoneIdDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/zone/{zoneId}']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserIdZoneZoneIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/{id}/zone/{zoneId}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiUserSimpleGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/user/simple']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehicleinfoFetchGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicleinfo/fetch']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehicleinfoHistoryIdDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicleinfo/history/{id}']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdDeleteParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}']['delete']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdActivatePatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/activate']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdArchivePatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/archive']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdChangeOrganisationPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/change-organisation']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdChangeOrganizationPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/change-organization']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdCheckCurrentDriverPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/check-current-driver']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdCommandsGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/commands']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdCpuresetPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/cpureset']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdCurrentDriverPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/current-driver']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdDefaultTripTypePatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/default-trip-type']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdEcoscoreGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/ecoscore']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdFrequencyPatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/frequency']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdInstallationsGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/installations']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdOdometerPutParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/odometer']['put']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdResetFuelCo2PostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/reset-fuel-co2']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdResponseTimePatchParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/response-time']['patch']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdTrackingPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/tracking']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesIdWebConnectPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/{id}/web-connect']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesSetFlagPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/set-flag']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesSetupPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/setup']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiVehiclesSimpleGetParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/vehicles/simple']['get']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const pathsApiZoneBatchPostParametersHeaderXShowArchivedValues: ReadonlyArray<
  FlattenedDeepRequired<paths>['/api/zone/batch']['post']['parameters']['header']['x-show-archived']
> = ['true', 'false'];
export const addDeviceBodyDeviceTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AddDeviceBody']['deviceType']
> = [
  'FMB001',
  'FMT100',
  'FMC001',
  'TAT100',
  'FMB920',
  'FMM001',
  'GL530MG',
  'FMC800',
  'FMC230',
  'FMM800',
  'FMM230',
  'FMB010',
  'FMC100',
];
export const adminCreateVehicleBodyBenefitTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AdminCreateVehicleBody']['benefitType']
> = ['PRIVATE', 'BENEFIT', 'WORK', 'TRACKER', 'POOL'];
export const adminCreateVehicleBodyCategoryValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AdminCreateVehicleBody']['category']
> = ['VEHICLE', 'TRACKER'];
export const adminCreateVehicleBodyDefaultTripTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AdminCreateVehicleBody']['defaultTripType']
> = ['PRIVATE', 'BUSINESS'];
export const adminCreateVehicleBodyTollClassValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AdminCreateVehicleBody']['tollClass']
> = ['car', 'heavy'];
export const adminPatchDeviceBodyDeviceTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AdminPatchDeviceBody']['deviceType']
> = [
  'FMB001',
  'FMT100',
  'FMC001',
  'TAT100',
  'FMB920',
  'FMM001',
  'GL530MG',
  'FMC800',
  'FMC230',
  'FMM800',
  'FMM230',
  'FMB010',
  'FMC100',
];
export const alarmNotificationsNotificationsKindValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AlarmNotifications']['notifications']['kind']
> = ['OPENED', 'REPEATED', 'CLOSED'];
export const alarmSettingAlarmTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AlarmSetting']['alarmType']
> = ['FUNCTION', 'SECURITY', 'REMINDER', 'QUALITY', 'GEO'];
export const alarmSettingNotificationLeadTimeAnyOf0UnitValues: ReadonlyArray<
  Extract<
    FlattenedDeepRequired<components>['schemas']['AlarmSetting']['notificationLeadTime'],
    {
      unit: unknown;
    }
  >['unit']
> = ['DAYS', 'WEEKS', 'MONTHS'];
export const alarmSettingPriorityValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AlarmSetting']['priority']
> = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
export const alarmSettingBodyNotificationLeadTimeUnitValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AlarmSettingBody']['notificationLeadTime']['unit']
> = ['DAYS', 'WEEKS', 'MONTHS'];
export const alarmSettingBodyPriorityValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['AlarmSettingBody']['priority']
> = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
export const createUserBodyRolesValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['CreateUserBody']['roles']
> = ['ROOT', 'HEXA', 'ADMIN', 'DRIVER'];
export const createVehicleBodyBenefitTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['CreateVehicleBody']['benefitType']
> = ['PRIVATE', 'BENEFIT', 'WORK', 'TRACKER', 'POOL'];
export const createVehicleBodyCategoryValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['CreateVehicleBody']['category']
> = ['VEHICLE', 'TRACKER'];
export const createVehicleBodyDefaultTripTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['CreateVehicleBody']['defaultTripType']
> = ['PRIVATE', 'BUSINESS'];
export const createVehicleBodyTollClassValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['CreateVehicleBody']['tollClass']
> = ['car', 'heavy'];
export const deviceClassificationValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['Device']['classification']
> = ['UNASSIGNED', 'IN_STORAGE', 'INSTALLED_ACTIVE', 'RETIRED'];
export const deviceLifecycleValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Device']['lifecycle']> =
  ['STOCK', 'INSTALLED', 'RETIRED'];
export const deviceTabValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Device']['tab']> = [
  'WARNINGS',
  'STOCK',
  'ON_THE_WAY',
  'IN_DRIVE',
  'RETIRED',
];
export const deviceCommandKindValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['DeviceCommand']['kind']
> = ['SET_FREQUENCY', 'UPDATE_POSITION', 'RESTART', 'GET_INFO', 'WEB_CONNECT'];
export const deviceCommandStateValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['DeviceCommand']['state']
> = ['PENDING', 'SENT', 'RESPONDED', 'FAILED', 'EXPIRED', 'SUPERSEDED'];
export const deviceCommandBodyKindValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['DeviceCommandBody']['kind']
> = ['UPDATE_POSITION', 'RESTART', 'GET_INFO', 'WEB_CONNECT'];
export const errorCodeValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Error']['code']> = [
  'ERROR_CODE_UNSPECIFIED',
  'DEVICE_ALREADY_INSTALLED',
  'DEVICE_FORBIDDEN',
  'DEVICE_INCOMPLETE',
  'DEVICE_MISSING',
  'DEVICE_MISSING_VEHICLE',
  'DEVICE_NOT_INSTALLED',
  'DEVICE_RETIRED',
  'DIFFERENT_ORGANIZATIONS_DEVICE',
  'DIFFERENT_ORGANIZATIONS_VEHICLE',
  'DIFFERENT_ORGANIZATIONS_USER',
  'EMAIL_ALREADY_EXISTS',
  'ICCID_ALREADY_EXISTS',
  'IMEI_ALREADY_EXISTS',
  'PHONE_ALREADY_EXISTS',
  'ICCID_LENGTH',
  'IMEI_LENGTH',
  'PHONE_LENGTH',
  'REGISTRY_ALREADY_EXISTS',
  'REGISTRY_ALREADY_SET',
  'ID_MISMATCH',
  'IBUTTON_ALREADY_EXISTS',
  'DRIVER_NOT_PERMITTED_FOR_VEHICLE',
  'MISSING_CLEARANCE',
  'NO_ACCESS_TO_FEATURE',
  'ROOT_OR_ADMIN_REQUIRED',
  'ROOT_REQUIRED',
  'ORGANIZATION_FORBIDDEN',
  'ORGANIZATION_MISSING',
  'USER_FORBIDDEN',
  'USER_MISSING',
  'USERNAME_MISSING',
  'VEHICLE_FORBIDDEN',
  'VEHICLE_HAS_DEVICE',
  'VEHICLE_MISSING',
  'VEHICLE_MISSING_DEVICE',
  'BAD_ROLES',
  'BAD_REG',
  'BAD_ZONE_ID',
  'ISO_COUNTRY_CODE_MISSING',
  'FORBIDDEN_DURING_TRIP',
  'MISSING_TOKEN',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'OLD_PASSWORD_MISSING',
  'PASSWORD_MISMATCH',
  'PASSWORD_SHORT',
  'PASSWORD_SAME',
  'MISFORMATTED_FIELDS',
  'MISSING_FIELDS',
  'ONLY_DIGITS',
  'NO_ODOMETER_REFERENCE',
  'ODOMETER_TOO_LARGE',
  'VEHICLE_TRAVELLED_FARTHER',
  'JOURNAL_MISSING',
  'BAD_TIMESTAMP',
  'OWN_TRIPS_ONLY',
  'TRIP_ATTESTED',
  'PRIVATE_TRIP_DIFFERENT_USER',
  'PRIVATE_IRREVERSIBLE',
  'PRIVATE_NOT_CONFIRMED',
  'BAD_PURPOSE',
  'TRIPS_NOT_CONNECTED',
  'DIFFERENT_TRIP_TYPES',
  'DIFFERENT_DRIVERS',
  'DIFFERENT_VEHICLES',
  'ADMIN_ALREADY_APPROVED',
  'TRIPS_NEED_CORRECTION',
  'MONTH_NOT_ATTESTED',
  'BAD_MONTH',
  'MONTH_ALREADY_ATTESTED',
  'MOVE_TRIPS_FAILED',
  'TRIPS_MISSING_PURPOSE',
  'INCOMPATIBLE_PURPOSES',
  'PASSAGE_MISSING',
  'REPORT_SCHEDULE_MISSING',
  'SUMMARIES_MISSING',
  'JOURNALS_MISSING',
  'REPORT_TYPE_UNKNOWN',
  'REPORT_PERIOD_TOO_LONG',
  'REPORT_FORMAT_UNAVAILABLE',
  'REPORT_FILE_EXPIRED',
  'ALARM_SETTING_MISSING',
  'ALARM_PERIOD_MISSING',
  'ALARM_NAME_UNKNOWN',
  'ALARM_FIELD_INVALID',
  'GEOFENCE_TOO_FEW_POINTS',
  'GEOFENCE_SELF_INTERSECTING',
  'GEOFENCE_BAD_DISTORTION',
  'ALARM_COMMENT_TOO_LONG',
  'INVALID_LOGIN',
  'USER_ARCHIVED',
  'TOO_MANY_ATTEMPTS',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'INTERNAL',
  'SERVICE_NOT_CONFIGURED',
];
export const frequencyBodyValueValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['FrequencyBody']['value']
> = ['24-h', '12-h', '6-h', '3-h', '1-h'];
export const geofenceAlarmAlarmTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['GeofenceAlarm']['alarmType']
> = ['FUNCTION', 'SECURITY', 'REMINDER', 'QUALITY', 'GEO'];
export const geofenceAlarmNotificationLeadTimeAnyOf0UnitValues: ReadonlyArray<
  Extract<
    FlattenedDeepRequired<components>['schemas']['GeofenceAlarm']['notificationLeadTime'],
    {
      unit: unknown;
    }
  >['unit']
> = ['DAYS', 'WEEKS', 'MONTHS'];
export const geofenceAlarmPriorityValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['GeofenceAlarm']['priority']
> = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
export const geofenceAlarmBodyNotificationLeadTimeUnitValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['GeofenceAlarmBody']['notificationLeadTime']['unit']
> = ['DAYS', 'WEEKS', 'MONTHS'];
export const geofenceAlarmBodyPriorityValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['GeofenceAlarmBody']['priority']
> = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
export const journalEntryStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['JournalEntry']['status']
> = ['NONE', 'CHECKED', 'LOCKED', 'BAD', 'CORRECTED', 'DONE'];
export const newTripBodyPurposeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['NewTripBody']['purpose']
> = ['BUSINESS', 'PRIVATE'];
export const overviewItemMetaStatusAnyOf0Values: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['OverviewItem']['meta']['status']
> = ['MOVING', 'PARKED'];
export const overviewLiveUpdateStatusAnyOf0Values: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['OverviewLiveUpdate']['status']
> = ['MOVING', 'PARKED'];
export const reportDeliveryReportFormatValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ReportDelivery']['reportFormat']
> = ['PDF', 'CSV'];
export const reportDeliveryStatusValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ReportDelivery']['status']
> = ['QUEUED', 'SENT', 'FAILED', 'EMPTY'];
export const reportScheduleLanguageValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ReportSchedule']['language']
> = ['sv', 'en'];
export const reportScheduleReportFormatValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ReportSchedule']['reportFormat']
> = ['PDF', 'CSV'];
export const reportScheduleReportTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ReportSchedule']['reportType']
> = ['JOURNAL', 'SUMMARY_VEHICLE', 'SUMMARY_DRIVER', 'SALARY', 'ECOSCORE'];
export const reportScheduleBodyLanguageValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ReportScheduleBody']['language']
> = ['sv', 'en'];
export const reportScheduleBodyReportFormatValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ReportScheduleBody']['reportFormat']
> = ['PDF', 'CSV'];
export const reportScheduleBodyReportTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ReportScheduleBody']['reportType']
> = ['JOURNAL', 'SUMMARY_VEHICLE', 'SUMMARY_DRIVER', 'SALARY', 'ECOSCORE'];
export const sessionRolesValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Session']['roles']> = [
  'ROOT',
  'HEXA',
  'ADMIN',
  'DRIVER',
];
export const stationOverrideBodyTariffValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['StationOverrideBody']['tariff']
> = ['stockholm-inner', 'stockholm-essingeleden'];
export const tollPassageTaxValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['TollPassage']['tax']> = [
  'congestion',
  'infrastructure',
];
export const updateUserBodyMapTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['UpdateUserBody']['mapType']
> = ['LIGHT', 'DARK'];
export const updateUserBodyRolesValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['UpdateUserBody']['roles']
> = ['ROOT', 'HEXA', 'ADMIN', 'DRIVER'];
export const updateVehicleBodyBenefitTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['UpdateVehicleBody']['benefitType']
> = ['PRIVATE', 'BENEFIT', 'WORK', 'TRACKER', 'POOL'];
export const updateVehicleBodyDefaultTripTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['UpdateVehicleBody']['defaultTripType']
> = ['PRIVATE', 'BUSINESS'];
export const updateVehicleBodyTollClassValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['UpdateVehicleBody']['tollClass']
> = ['car', 'heavy'];
export const userRolesValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['User']['roles']> = [
  'ROOT',
  'HEXA',
  'ADMIN',
  'DRIVER',
];
export const vehicleTollClassValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['Vehicle']['tollClass']
> = ['car', 'heavy'];
export const workScheduleTripTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['WorkSchedule']['tripType']
> = ['BUSINESS', 'PRIVATE'];
export const zoneTripTypeValues: ReadonlyArray<FlattenedDeepRequired<components>['schemas']['Zone']['tripType']> = [
  'BUSINESS',
  'PRIVATE',
  'NONE',
];
export const zoneBodyTripTypeValues: ReadonlyArray<
  FlattenedDeepRequired<components>['schemas']['ZoneBody']['tripType']
> = ['BUSINESS', 'PRIVATE', 'NONE'];
