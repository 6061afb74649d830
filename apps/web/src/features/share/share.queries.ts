import { queryOptions } from '@tanstack/react-query';
import {
  ZShareChannels,
  ZShareResult,
  type TShareEmailRequest,
  type TShareSmsRequest,
} from '@tramline/domain';
import { api } from '../../api';

export const shareKeys = { channels: ['share', 'channels'] as const };

/** Which ways of sending the company has set up. */
export const shareChannelsQuery = () =>
  queryOptions({
    queryKey: shareKeys.channels,
    queryFn: () => api.get('/share/channels', { schema: ZShareChannels }),
    staleTime: 10 * 60_000,
  });

export function shareByEmail(request: TShareEmailRequest) {
  return api.post('/share/email', request, { schema: ZShareResult });
}

export function shareBySms(request: TShareSmsRequest) {
  return api.post('/share/sms', request, { schema: ZShareResult });
}
