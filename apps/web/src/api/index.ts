import { languageIdOf } from '@tramline/domain';
import { currentLocale } from '../i18n';
import { createApiClient } from './client';
import { sessionStore } from './session-store';

export * from './client';
export * from './paging';
export { sessionStore, useSession, type TSession } from './session-store';

let unauthorizedHandler: () => void = () => sessionStore.clear();

/** The app sets what a 401 does (log out and go to /login) once its router exists. */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

/** The app's API client. */
export const api = createApiClient({
  getToken: () => sessionStore.token(),
  getLanguageId: () => languageIdOf(currentLocale()),
  onUnauthorized: () => unauthorizedHandler(),
});
