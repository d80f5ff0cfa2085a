// The server's input limits (libs/contracts/src/limits.ts; the rule in services/bff/README.md "Input limits"), so a
// form shows a limit before the server refuses it. The web app cannot import the contracts library; keep these
// equal to it.
export const INPUT_LIMITS = {
  name: 200,
  email: 320,
  phone: 50,
  /** Organisation numbers. */
  short: 50,
  zip: 20,
  /** Travel purposes on a user: at most 50 … */
  purposes: 50,
  /** … of at most 100 characters each. */
  purposeLength: 100,
} as const;
