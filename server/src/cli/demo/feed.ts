import type { Transaction } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import type { DB } from '../../db/database';
import { storedEvent } from '../../lib/feed-events';
import { insertActivities } from '@server/modules/notifications/activity.repository';
import { insertNotifications } from '@server/modules/notifications/notification.repository';
import { daysAgo } from './random';
import type { DemoTicketPlan } from './tickets';

/**
 * Notifications (read and unread) and activities that match the demo tickets: backdated history,
 * so written as rows, with the events the ticket rules write (tickets.service.ts).
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
  const notifications = mine.map((plan, i) => {
    const title = plan.text.title;
    const item =
      plan.submitter !== inventorId
        ? feedEvent('ticket.co_inventor_added', {
            title,
            name: names.get(plan.submitter) ?? 'A colleague',
          })
        : plan.status === 'pending'
          ? feedEvent('ticket.received', { title })
          : feedEvent('ticket.status_changed', {
              title,
              status: plan.status,
              meeting_date: plan.meetingDate ?? null,
            });
    return {
      inventor_id: inventorId,
      ...storedEvent(item),
      is_read: i < 5 ? 0 : 1,
      created_at: daysAgo(now, i * 3 + 1, i * 17),
    };
  });
  const activities = [
    ...mine.slice(0, 10).map((plan, i) => ({
      inventor_id: inventorId,
      activity_type: plan.submitter === inventorId ? 'create' : 'add',
      ...storedEvent(
        plan.submitter === inventorId
          ? feedEvent('ticket.created', { title: plan.text.title })
          : feedEvent('ticket.joined', { title: plan.text.title }),
      ),
      created_at: daysAgo(now, i * 4 + 2, 30),
    })),
    ...mine
      .filter((p) => p.status === 'approved')
      .slice(0, 4)
      .map((plan, i) => ({
        inventor_id: inventorId,
        activity_type: 'approve',
        ...storedEvent(
          feedEvent('ticket.status_set', { title: plan.text.title, status: 'approved' }),
        ),
        created_at: daysAgo(now, i * 5 + 1, 90),
      })),
    ...patentTitles.slice(0, 3).map((title, i) => ({
      inventor_id: inventorId,
      activity_type: 'update',
      ...storedEvent(feedEvent('patent.updated', { title })),
      created_at: daysAgo(now, i * 6 + 3, 45),
    })),
  ];
  await insertNotifications(trx, notifications);
  await insertActivities(trx, activities);
}
