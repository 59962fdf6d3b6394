/**
 * The mixed load's screen visits: what each screen of the portal asks the API for (the RTK Query
 * endpoints of shared/src/api and the remotes), as one signed-in inventor. A visit's requests go
 * one after the other on one connection. The endpoint names are the rows of the report.
 *
 * RTK Query keeps answers between screens, so a visit asks only for what that screen shows
 * (`me` on a full page load: the dashboard, the profile and Settings), and an inventor look-up
 * (`getInventorsByIds`: one request per id) for at most two of the people a screen names.
 */
import { drawingPng, multipart } from './mixed-forms.mjs';

const DRAWING = drawingPng();
/** What people type in the inventor picker (at least 2 characters; seeded names are FIRST LAST N). */
const SEARCHES = ['ali', 'sal', 'ben', 'kar', 'ta', 'na', 'omar', 'leil', 'fas', 'zia', 'ha', 'im'];
const FUNDERS = ['National research fund', 'Industrial partner'];

const pickFrom = (rnd, list) => list[Math.floor(rnd() * list.length)];

/** A date `days` ahead as YYYY-MM-DD. */
const dayAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Up to `max` inventors `items` name besides the user (each item has `inventors`: ids). */
function othersIn(user, items, max) {
  const ids = new Set();
  for (const item of items) {
    for (const id of item.inventors) {
      if (id !== user.inventorId) ids.add(id);
      if (ids.size >= max) return [...ids];
    }
  }
  return [...ids];
}

/** getInventorsByIds: one GET per inventor shown. */
async function lookUpInventors(send, ids) {
  for (const id of ids) await send('inventor', { path: `/api/inventors/inventor/${id}` });
}

const ME = { path: '/api/accounts/me/' };
const BELL = { path: '/api/accounts/notifications/?page=1&page_size=3' };
const commentsOf = (ticket) => ({
  path: `/api/inventors/ticket/${ticket}/comments/?page=1&page_size=20`,
});

let created = 0;

/** The new ticket form: spec §5 fields, a co-inventor, a split on every other one, the drawing. */
function ticketForm(user, coInventor, rnd) {
  created += 1;
  const fields = [
    ['title', `Mixed load ${created}: ${pickFrom(rnd, SEARCHES)} sensor idea`],
    ['summary', 'A short summary of the invention, written during the mixed-load benchmark.'],
    ['context', 'Context of the work.'],
    ['problem_identification', 'The problem it solves.'],
    ['is_draft', 'false'],
    ['inventors', String(coInventor)],
  ];
  if (created % 2 === 0) {
    fields.push([
      'contributions',
      JSON.stringify([
        { inventor: user.inventorId, percent: 60 },
        { inventor: coInventor, percent: 40 },
      ]),
    ]);
  }
  if (created % 4 === 0) {
    fields.push(['public_disclosure_date', dayAhead(120)], ['public_disclosure_kind', 'paper']);
    fields.push(['funding', pickFrom(rnd, FUNDERS)]);
  }
  return multipart(fields, [['drawings', 'drawing.png', 'image/png', DRAWING]]);
}

/**
 * Screen visits and how often each is played (weights; the run reports the share of writes
 * among the requests: 5 to 6 %).
 */
export const SCREENS = [
  {
    // Dashboard: counters from `me`, the bell, recent tickets and their people, the disclosure
    // banners (the first 100 tickets), recent activity.
    name: 'dashboard',
    weight: 14,
    async run(user, send) {
      await send('me', ME);
      await send('notifications', BELL);
      await send('tickets', { path: '/api/inventors/tickets/?page=1&page_size=6' });
      await send('tickets', { path: '/api/inventors/tickets/?page=1&page_size=100' });
      await send('activity', { path: '/api/accounts/activity-logs/?page=1&page_size=6' });
      await lookUpInventors(send, othersIn(user, user.tickets.slice(0, 6), 2));
    },
  },
  {
    name: 'tickets list',
    weight: 10,
    async run(user, send) {
      await send('tickets', { path: '/api/inventors/tickets/?page=1&page_size=100' });
      await lookUpInventors(send, othersIn(user, user.tickets, 2));
    },
  },
  {
    name: 'ticket detail',
    weight: 14,
    async run(user, send, rnd) {
      const ticket = pickFrom(rnd, user.tickets);
      await send('ticket', { path: `/api/inventors/ticket/${ticket.id}` });
      await send('comments', commentsOf(ticket.id));
      await lookUpInventors(send, othersIn(user, [ticket], 2));
    },
  },
  {
    // Cards view (12 a page), now and then the next page; the table view asks for 100.
    name: 'patents list',
    weight: 12,
    async run(user, send, rnd) {
      const r = rnd();
      const path =
        r < 0.25
          ? '/api/inventors/patents?page=1&page_size=100'
          : r < 0.4 && user.patents.length > 12
            ? '/api/inventors/patents?page=2&page_size=12'
            : '/api/inventors/patents?page=1&page_size=12';
      await send('patents', { path });
    },
  },
  {
    name: 'patent detail',
    weight: 8,
    async run(user, send, rnd) {
      const patent = pickFrom(rnd, user.patents);
      await send('patent', { path: `/api/inventors/patent/${patent.id}` });
      await lookUpInventors(send, othersIn(user, [patent], 2));
    },
  },
  {
    name: 'co-inventors',
    weight: 6,
    async run(_user, send) {
      await send('co-inventors', {
        path: '/api/inventors/inventor/co-inventors?page=1&page_size=12',
      });
    },
  },
  {
    name: 'profile',
    weight: 4,
    async run(_user, send) {
      await send('me', ME);
      await send('patents', { path: '/api/inventors/patents?page=1&page_size=10' });
      await send('co-inventors', {
        path: '/api/inventors/inventor/co-inventors?page=1&page_size=10',
      });
    },
  },
  {
    name: 'settings',
    weight: 4,
    async run(_user, send) {
      await send('me', ME);
      await send('affiliations', { path: '/api/inventors/affiliations/?page_size=100' });
      await send('notification settings', { path: '/api/accounts/notification-settings/' });
    },
  },
  {
    // The inventor picker of the ticket form, as someone types a name.
    name: 'inventor search',
    weight: 8,
    async run(_user, send, rnd) {
      await send('inventor search', {
        method: 'POST',
        path: '/api/inventors/inventors/search/?page=1&page_size=10',
        json: { name: pickFrom(rnd, SEARCHES) },
      });
    },
  },

  // Writes (each followed by what the screen reads next).
  {
    // New ticket: the co-inventor is found with the picker; the form posts multipart with the
    // drawing, then the ticket's page opens.
    name: 'create ticket',
    weight: 4,
    async run(user, send, rnd) {
      const name = pickFrom(rnd, SEARCHES);
      await send('inventor search', {
        method: 'POST',
        path: '/api/inventors/inventors/search/?page=1&page_size=10',
        json: { name },
      });
      const coInventor = pickFrom(rnd, user.coInventors);
      const res = await send('ticket create', {
        method: 'POST',
        path: '/api/inventors/ticket/create/',
        form: ticketForm(user, coInventor, rnd),
        write: true,
      });
      if (!res.ok) return;
      const ticket = JSON.parse(res.body.toString());
      user.tickets.unshift({ id: ticket.id, inventors: ticket.inventors, draft: false });
      user.submitted.unshift(ticket.id);
      await send('ticket', { path: `/api/inventors/ticket/${ticket.id}` });
    },
  },
  {
    // Settings → profile: saved as the form holds it (a new phone number), `me` read again.
    name: 'save profile',
    weight: 3,
    async run(user, send, rnd) {
      const p = user.profile;
      const res = await send('profile save', {
        method: 'PUT',
        path: '/api/accounts/me/',
        json: {
          preferred_name: p.preferred_name,
          email: p.email,
          phone_number: `06${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
          affiliation: p.affiliation,
          orcid: p.orcid,
          name_variants: p.name_variant,
        },
        write: true,
      });
      if (res.ok) await send('me', ME);
    },
  },
  {
    // The bell: its first page, then one notification clicked (marked read).
    name: 'read notification',
    weight: 5,
    async run(user, send, rnd) {
      await send('notifications', BELL);
      await send('notification read', {
        method: 'PUT',
        path: `/api/accounts/notifications/${pickFrom(rnd, user.notifications)}/`,
        write: true,
      });
    },
  },
  {
    // A ticket's discussion: the thread, a comment, the thread again (the tag is invalidated).
    name: 'comment',
    weight: 4,
    async run(user, send, rnd) {
      const ticket = pickFrom(rnd, user.submitted);
      await send('comments', commentsOf(ticket));
      const res = await send('comment post', {
        method: 'POST',
        path: `/api/inventors/ticket/${ticket}/comments/`,
        json: { body: 'Thanks, I will add the measurements to the drawing this week.' },
        write: true,
      });
      if (res.ok) await send('comments', commentsOf(ticket));
    },
  },
];

/** The patents list alone, as the API step's budget row asks for it (one user on every connection). */
export const PATENTS_LIST = [
  {
    name: 'patents list',
    weight: 1,
    async run(_user, send) {
      await send('patents', { path: '/api/inventors/patents?page=1&page_size=12' });
    },
  },
];
