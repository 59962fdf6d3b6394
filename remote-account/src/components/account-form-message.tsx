import { FormMessage } from '@inventor-portal/shared/forms';
import { useAccountTranslation } from '@remote-account/i18n';
import type { AccountStatus } from '@remote-account/lib/account-status';

/** The text of a status in the page's language (a key is translated, a server's text kept). */
export function useStatusText(): (status: AccountStatus) => string | null {
  const { t } = useAccountTranslation();
  return (status) => {
    if (status === null) return null;
    return 'key' in status ? t(status.key) : status.text;
  };
}

/** FormMessage for an AccountStatus: the one success or error line of a form. */
export function AccountFormMessage({ status }: { status: AccountStatus }) {
  const text = useStatusText()(status);
  return <FormMessage status={status && text !== null ? { kind: status.kind, text } : null} />;
}
