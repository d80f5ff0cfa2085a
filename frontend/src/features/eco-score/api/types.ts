// The eco score payload of the BFF as its OpenAPI document describes it (api/generated, from the BFF's zod schemas).
import type { components } from '../../../api/generated/bff-api';

export type EcoScore = components['schemas']['EcoScore'];
