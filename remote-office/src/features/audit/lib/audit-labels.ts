import type { TFunction } from '@inventor-portal/shared/i18n';
import type { AuditEntry } from '@inventor-portal/shared/schemas';

/** 'ticket.status' reads 'Decision recorded'; an action this screen does not know yet, as sent. */
export const actionLabel = (t: TFunction<'office'>, action: string) =>
  t(`audit.actions.${action.replace(/\./g, '_')}`, { defaultValue: action });

/** 'Ticket #7'; a record type this screen does not know yet, as sent. */
export const targetLabel = (t: TFunction<'office'>, entry: AuditEntry) =>
  t(`audit.targets.${entry.target_type}`, {
    id: entry.target_id,
    defaultValue: `${entry.target_type} #${entry.target_id}`,
  });

/** The account that made the change, or 'Command line (admin)'. */
export const actorLabel = (t: TFunction<'office'>, entry: AuditEntry) =>
  entry.actor?.email ?? t('audit.commandLine');
