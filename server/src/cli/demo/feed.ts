import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { insertActivities } from '@server/modules/notifications/activity.repository';
import { insertNotifications } from '@server/modules/notifications/notification.repository';
import { coInventorMessage, statusMessage } from '@server/modules/tickets/tickets.service';
import { daysAgo } from './random';
import type { DemoTicketPlan } from './tickets';

/**
 * Notifications (read and unread) and activities that match the demo tickets: backdated history,
 * so written as rows, with the texts the ticket rules use (tickets.service.ts).
 */
export async function insertFeed(
  trx: Transaction<DB>,
  now: number,
  inventorId: number,
  plans: DemoTicketPlan[],
  names: Map<number, string>,
  patentTitles: string[],
): Promise<void> {
  const mine = plans.filter((p) => p.inventors.includes(inventorId)).slice(0, 14);
  const notifications = mine.map((plan, i) => ({
    inventor_id: inventorId,
    message:
      plan.submitter !== inventorId
        ? coInventorMessage(names.get(plan.submitter) ?? 'A colleague', plan.text.title)
        : plan.status === 'pending'
          ? `Your ticket '${plan.text.title}' was received and is pending review`
          : statusMessage(plan.text.title, plan.status, plan.meetingDate),
    is_read: i < 5 ? 0 : 1,
    created_at: daysAgo(now, i * 3 + 1, i * 17),
  }));
  const activities = [
    ...mine.slice(0, 10).map((plan, i) => ({
      inventor_id: inventorId,
      activity_type: plan.submitter === inventorId ? 'create' : 'add',
      action:
        plan.submitter === inventorId
          ? `Created ticket '${plan.text.title}'`
          : `Added as co-inventor on '${plan.text.title}'`,
      created_at: daysAgo(now, i * 4 + 2, 30),
    })),
    ...mine
      .filter((p) => p.status === 'approved')
      .slice(0, 4)
      .map((plan, i) => ({
        inventor_id: inventorId,
        activity_type: 'approve',
        action: `Ticket '${plan.text.title}' set to approved`,
        created_at: daysAgo(now, i * 5 + 1, 90),
      })),
    ...patentTitles.slice(0, 3).map((title, i) => ({
      inventor_id: inventorId,
      activity_type: 'update',
      action: `Updated patent record '${title}'`,
      created_at: daysAgo(now, i * 6 + 3, 45),
    })),
  ];
  await insertNotifications(trx, notifications);
  await insertActivities(trx, activities);
}
