import { prefetchJournalOptions } from '../features/journal/api/journal-options-queries';
import { prefetchOverview } from '../features/map/api/overview-query';
import { preloadRoute } from './routes';
import { useSessionStore } from './session/store/session-store';

const JOURNAL_PATH = /^\/app(\/journey)?\/?$/;
const MAP_PATH = /^\/app\/map\/?$/;

// The first screen's code and, with a stored session, the data it asks for first start with the app, beside
// GET /api/auth, instead of in series (the page's code once the session is known, its data once it rendered).
export function startFirstScreen(pathname: string): void {
  preloadRoute(pathname);
  const { token, selectedOrganizationId, showArchived } = useSessionStore.getState();
  if (!token || selectedOrganizationId === null) return;
  if (JOURNAL_PATH.test(pathname)) prefetchJournalOptions(selectedOrganizationId, showArchived);
  else if (MAP_PATH.test(pathname)) prefetchOverview(selectedOrganizationId);
}
