/**
 * The mixed load's users: every seeded mixed-load account signs in through the real login route
 * (argon2id verification, a few at a time), then reads its own lists once, as the first visit
 * of the portal would, so the screens know which tickets, patents and notifications are theirs.
 */
import { signIn } from '../api.mjs';
import { MIXED_FIRST_INVENTOR, MIXED_PASSWORD, SIZES, inventorEmail } from '../seed-plan.mjs';

const SIGN_IN_CONCURRENCY = 8;

async function readJson(base, user, path) {
  const res = await fetch(`${base}${path}`, { headers: { cookie: user.cookie } });
  if (!res.ok) throw new Error(`${user.email} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** `work(item)` over `items`, `limit` at a time. */
async function eachLimited(items, limit, work) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** A signed-in user with the fields the load generator needs. */
export async function signedInUser(base, login, inventorId = null) {
  const auth = await signIn(base, login);
  return { email: login.email, inventorId, cookie: auth.cookie, csrf: auth.csrf, seen: new Map() };
}

/** What one user's screens need: profile, tickets, patents, notifications, co-inventors. */
async function discover(base, user) {
  const [me, tickets, patents, notifications, coInventors] = await Promise.all([
    readJson(base, user, '/api/accounts/me/'),
    readJson(base, user, '/api/inventors/tickets/?page=1&page_size=100'),
    readJson(base, user, '/api/inventors/patents?page=1&page_size=100'),
    readJson(base, user, '/api/accounts/notifications/?page=1&page_size=20'),
    readJson(base, user, '/api/inventors/inventor/co-inventors?page=1&page_size=12'),
  ]);
  const inventor = me.inventor;
  user.inventorId = inventor.id;
  user.profile = {
    preferred_name: inventor.preferred_name,
    email: me.email,
    affiliation: inventor.affiliation,
    orcid: inventor.orcid,
    name_variant: inventor.name_variant,
  };
  user.tickets = tickets.results.map((t) => ({
    id: t.id,
    inventors: t.inventors,
    draft: t.is_draft,
  }));
  user.submitted = tickets.results.filter((t) => !t.is_draft).map((t) => t.id);
  user.patents = patents.results.map((p) => ({
    id: p.id,
    inventors: p.inventors.map((i) => i.id),
  }));
  user.notifications = notifications.results.map((n) => n.id);
  user.coInventors = coInventors.results.map((i) => i.id);
  const missing = ['tickets', 'submitted', 'patents', 'notifications', 'coInventors'].filter(
    (key) => user[key].length === 0,
  );
  if (missing.length) throw new Error(`${user.email} has no ${missing.join(', ')} (seed)`);
  return user;
}

/** Signs every mixed-load account in on `base` and reads its lists; returns the users. */
export async function signInMixedUsers(base) {
  const ids = Array.from({ length: SIZES.mixedUsers }, (_, i) => MIXED_FIRST_INVENTOR + i);
  return eachLimited(ids, SIGN_IN_CONCURRENCY, async (id) =>
    discover(
      base,
      await signedInUser(base, { email: inventorEmail(id), password: MIXED_PASSWORD }, id),
    ),
  );
}
