// Spec 02 §5 "Driver options": no driver, the current user, and the organisation's users who are not archived.

export interface DriverOption {
  /** null: no driver. */
  id: number | null;
  label: string;
}

export function driverOptions(
  users: readonly { userId: number; displayName: string; isArchived: boolean }[],
  current: { userId: number; displayName: string } | null,
  noDriverLabel: string,
): DriverOption[] {
  const others = users
    .filter((u) => !u.isArchived && u.userId !== current?.userId)
    .map((u) => ({ id: u.userId, label: u.displayName }))
    .sort((a, b) => a.label.localeCompare(b.label, 'sv'));
  return [
    { id: null, label: noDriverLabel },
    ...(current ? [{ id: current.userId, label: current.displayName }] : []),
    ...others,
  ];
}
