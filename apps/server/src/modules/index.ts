import type { TApi } from '../http/types';
import { authRoutes } from './auth/auth.routes';
import { tenancyRoutes } from './tenancy/tenancy.routes';
import { locationsRoutes } from './tenancy/locations.routes';
import { placesRoutes } from './records/places/places.routes';

/** Route modules mounted under `/api`, one per area of the spec. */
export const apiModules: ((api: TApi) => void)[] = [authRoutes, tenancyRoutes, locationsRoutes, placesRoutes];
