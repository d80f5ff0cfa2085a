/** Nest injection tokens of the session feature's non-class providers. */
export const TOKEN_SIGNER = Symbol('TOKEN_SIGNER');
export const LOGIN_RATE_LIMITER = Symbol('LOGIN_RATE_LIMITER');
