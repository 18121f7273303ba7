// Logging out from the header's profile menu or the phone menu: the token and cart go, and the shopper lands on /login.
import { useCallback } from 'react';
import { loggedOut } from '../../features/auth';
import { useLocalNavigate } from '../../shared/i18n';
import { useAppDispatch } from '../hooks';
import { pagePath } from '../../../contract';

export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  return useCallback(() => {
    dispatch(loggedOut());
    void navigate(pagePath('login'));
  }, [dispatch, navigate]);
}
