import { useMediaQuery } from '@mui/material';

import { MOBILE_QUERY } from '../app/theme';

// Spec 01 §2.3 and §9: the mobile breakpoint is 768 px.
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
