import Alert from '@mui/material/Alert';
import { isSsoErrorCode, useGetSsoProvidersQuery } from '@inventor-portal/shared';
import { useLanguage } from '@inventor-portal/shared/i18n';
import { lazy, Suspense } from 'react';
import { useHostTranslation } from '../../i18n';

/** The buttons and their divider: fetched only when the portal has providers to show. */
const SsoProviderButtons = lazy(() =>
  import(/* webpackChunkName: "sso-buttons" */ './sso-provider-buttons').then((buttons) => ({
    default: buttons.SsoProviderButtons,
  })),
);

/**
 * The login page's campus sign-in (API.md Part 3): asks for the providers in the page's language
 * and, when there are any, shows their buttons above the password form (sso-provider-buttons.tsx).
 * `next` (where the guard was sent from) travels with each.
 */
export function SsoButtons({ next }: { next: string | null }) {
  const language = useLanguage();
  const { data } = useGetSsoProvidersQuery(language);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SsoProviderButtons providers={providers} next={next} />
    </Suspense>
  );
}

/** The sentence for `/login?sso_error=<code>` (an unknown code reads as the generic one). */
export function SsoError({ code }: { code: string | null }) {
  const { t } = useHostTranslation();
  if (code === null) return null;
  const known = isSsoErrorCode(code) ? code : 'invalid_response';
  return (
    <Alert severity="error" role="alert">
      {t(`login.sso.errors.${known}`)}
    </Alert>
  );
}
