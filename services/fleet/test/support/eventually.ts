// Polling lives once in @fleetlog/testing; re-exported for the tests that import it from here.
export { eventually } from '@fleetlog/testing';
