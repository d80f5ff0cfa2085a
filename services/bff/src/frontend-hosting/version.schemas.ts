import { z } from 'zod/v4';

import { component } from '../common/openapi';

export const VersionSchema = component(
  'AppVersion',
  z.object({
    version: z.string(),
    date: z.string().describe('ISO time the web app was built (or the server started); changes on deploy'),
  }),
);

export type VersionJson = z.output<typeof VersionSchema>;
