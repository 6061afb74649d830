import { ZUserProfile, type TOnboardingRequest, type TPasswordChangeRequest } from '@tramline/domain';
import { api } from '../../api';

/** Changes the signed-in user's password. */
export function changePassword(request: TPasswordChangeRequest) {
  return api.put('/usuarios/me/password', request, { schema: ZUserProfile });
}

/** Onboarding of a user who must change their password: terms, password and details in one call. */
export function completeOnboarding(request: TOnboardingRequest) {
  return api.post('/usuarios/me/onboarding', request, { schema: ZUserProfile });
}
