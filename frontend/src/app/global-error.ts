// Spec 01 §4.1: an uncaught "reading 'map' of undefined" (a list that never arrived) sends the user to the error
// page instead of leaving a blank screen.
export const ERROR_PAGE_PATH = '/app/error-2';

export function isMissingListError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  // Chromium: "Cannot read properties of undefined (reading 'map')"; Firefox: "can't access property "map", x is undefined".
  return /['"]map['"]/.test(message) && /undefined|null/.test(message);
}

export function installGlobalErrorRedirect(navigate: (path: string) => void): () => void {
  const onError = (event: ErrorEvent) => {
    if (isMissingListError(event.error ?? event.message)) navigate(ERROR_PAGE_PATH);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isMissingListError(event.reason)) navigate(ERROR_PAGE_PATH);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
