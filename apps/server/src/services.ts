import type { TDatabase } from './db/database';
import { createAuthService, type TAuthServiceOptions } from './modules/auth/auth.service';
import { createTenancyService } from './modules/tenancy/tenancy.service';
import { createLiveHub } from './live/live-hub';
import { createLocationsService } from './modules/tenancy/locations.service';
import { createPlacesService } from './modules/records/places/places.service';

export interface TServiceOptions {
  auth?: TAuthServiceOptions;
}

/** Every module's service, built once per app over one database. */
export function createServices(db: TDatabase, options: TServiceOptions = {}) {
  const live = createLiveHub();
  return {
    live,
    auth: createAuthService(db, options.auth),
    tenancy: createTenancyService(db),
    locations: createLocationsService(db),
    places: createPlacesService(db),
  };
}

export type TServices = ReturnType<typeof createServices>;
