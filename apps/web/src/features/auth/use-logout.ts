import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../api';
import { logOutOnServer } from './auth.queries';

/** Ends the session here and on the server, then shows the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    if (sessionStore.token()) void logOutOnServer().catch(() => undefined);
    sessionStore.clear();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
