import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorMessage, onApiFailure } from '../api/index.ts';
import { forgetUser, returnStateFor } from '../features/auth/index.ts';
import { useToast } from '../ui/toasts/toast-context.ts';

/**
 * Where the request layer's failures meet the screen: the message in a toast, then 401 → sign-in
 * (remembering the page), 403 → the forbidden page, 404 → the not-found page.
 */
export function ApiFailureHandler() {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // The subscription outlives renders; the ref always holds the page the user is on now.
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(
    () =>
      onApiFailure(({ error, authenticated }) => {
        const sessionEnded = authenticated && error.status === 401;
        const message = sessionEnded && !error.overrideMessage ? t('errors.signedOut') : apiErrorMessage(error, t);
        // The id is the message: retries of one failing call repeat it, and an existing id is ignored.
        toast.add({ id: `api-failure:${message}`, variant: 'error', message });
        if (sessionEnded) {
          void forgetUser(queryClient);
          void navigate('/sign-in', { state: returnStateFor(locationRef.current) });
        } else if (error.status === 403) {
          void navigate('/forbidden');
        } else if (error.status === 404) {
          void navigate('/not-found', { replace: true });
        }
      }),
    [toast, navigate, queryClient, t],
  );

  return null;
}
