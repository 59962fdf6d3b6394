/**
 * Cache tags the office features share: the review queue (list and counts) is one tag, refreshed
 * by every decision or assignment made on a ticket's review page.
 */
export const OFFICE_QUEUE_TAG = { type: 'Ticket', id: 'OFFICE_QUEUE' } as const;
export const OFFICE_INVENTORS_TAG = { type: 'Inventor', id: 'OFFICE_LIST' } as const;
