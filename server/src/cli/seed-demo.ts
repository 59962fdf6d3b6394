import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import { hashPassword } from '../lib/passwords';
import type { UploadStore } from '../lib/uploads';
import { affiliationIdsByName } from '../modules/inventors/affiliation.repository';
import { insertUser } from '../modules/accounts/user.repository';
import { DEMO_INVENTOR, PATENT_TITLES, PEOPLE, SECOND_INVENTOR, SECOND_LOGIN } from './demo/data';
import { insertFeed } from './demo/feed';
import { DEMO_OFFICE, insertDemoOffice } from './demo/office';
import { insertPatents, patentTeams } from './demo/patents';
import { demoEmail, insertPerson } from './demo/people';
import { avatarPng, drawingPng, type Rgb } from './demo/png';
import { daysAgo, Random } from './demo/random';
import { publishDemoQuestionnaire } from './demo/questionnaire';
import { planOfficeHistory } from './demo/office-history';
import { insertDemoReviewers, insertDemoReviews } from './demo/reviews';
import { insertTickets, planTickets } from './demo/tickets';

export const DEMO_LOGIN = {
  email: 'demo@inventor-portal.local',
  password: 'demo-inventor-2026',
} as const;
export { SECOND_LOGIN };
export { DEMO_OFFICE };

const AVATAR_COLOURS: Rgb[] = [
  [38, 99, 235],
  [219, 39, 119],
  [5, 150, 105],
  [217, 119, 6],
  [124, 58, 237],
  [14, 116, 144],
];

/**
 * Loads the demo dataset once (idempotent: nothing happens when the demo user exists): the demo
 * and second users, the demo office account (two-factor sign-in on, `secretKey` encrypts its
 * secret as every account's is), 40 inventors over CIE and UIR, 60 patents, 28 tickets, notifications and
 * activities. Inventors and patents go through their services (search text, name variants);
 * the tickets and the feed are backdated history, written as it happened rather than through
 * the ticket rules (which would notify everyone now). All rows go in one transaction; the
 * generated images are removed if it fails.
 */
export async function seedDemo(
  db: Kysely<DB>,
  uploads: UploadStore,
  secretKey: string,
): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_LOGIN.email)
    .executeTakeFirst();
  if (existing) return;
  const rng = new Random(20260101);
  const now = Date.now();
  const [demoHash, secondHash, officeHash, reviewerHash] = await Promise.all([
    hashPassword(DEMO_LOGIN.password),
    hashPassword(SECOND_LOGIN.password),
    hashPassword(DEMO_OFFICE.password),
    // The reviewers' password is never known: the office sends them a link to choose one.
    hashPassword(randomBytes(24).toString('base64url')),
  ]);

  const saved: Array<['photos' | 'drawings', string]> = [];
  const save = async (kind: 'photos' | 'drawings', data: Buffer) => {
    const key = await uploads.save(kind, data, 'png');
    saved.push([kind, key]);
    return key;
  };
  try {
    const demoPhoto = await save('photos', avatarPng([190, 60, 60]));
    const photos = new Map<number, string>();
    for (let i = 0; i < PEOPLE.length; i += 3)
      photos.set(i, await save('photos', avatarPng(AVATAR_COLOURS[i % AVATAR_COLOURS.length])));
    const drawings: string[] = [];
    for (let i = 0; i < 8; i += 1) drawings.push(await save('drawings', drawingPng(i + 1)));

    await db.transaction().execute(async (trx) => {
      const affiliations = await affiliationIdsByName(trx);
      const joined = daysAgo(now, 900);
      const demoId = await insertPerson(trx, affiliations, {
        person: DEMO_INVENTOR,
        email: DEMO_LOGIN.email,
        phone: DEMO_INVENTOR.phone,
        orcid: DEMO_INVENTOR.orcid,
        image: demoPhoto,
        createdAt: joined,
      });
      await insertUser(trx, {
        email: DEMO_LOGIN.email,
        passwordHash: demoHash,
        inventorId: demoId,
        mustChangePassword: false,
      });
      const secondId = await insertPerson(trx, affiliations, {
        person: SECOND_INVENTOR,
        email: SECOND_LOGIN.email,
        image: null,
        createdAt: joined,
      });
      await insertUser(trx, {
        email: SECOND_LOGIN.email,
        passwordHash: secondHash,
        inventorId: secondId,
        mustChangePassword: false,
      });

      await insertDemoOffice(trx, officeHash, secretKey);

      const names = new Map<number, string>([
        [demoId, DEMO_INVENTOR.preferred],
        [secondId, SECOND_INVENTOR.preferred],
      ]);
      const others: number[] = [];
      for (const [i, person] of PEOPLE.entries()) {
        const id = await insertPerson(trx, affiliations, {
          person,
          // A few inventors are only known by name (no email), as after a patents import.
          email: i % 7 === 6 ? null : demoEmail(person),
          image: photos.get(i) ?? null,
          createdAt: daysAgo(now, 800 - i * 10),
        });
        names.set(id, person.preferred);
        others.push(id);
      }

      await insertPatents(trx, rng, now, patentTeams(rng, demoId, secondId, others));
      const plans = planTickets(rng, now, demoId, secondId, others, drawings);
      // Published before the tickets, which answer it (API.md Part 3).
      const form = await publishDemoQuestionnaire(trx, null);
      await insertTickets(trx, plans, form);
      const history = planOfficeHistory(now, others);
      const historyIds = await insertTickets(trx, history, form);
      const office = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_OFFICE.email)
        .executeTakeFirstOrThrow();
      const reviewers = await insertDemoReviewers(trx, reviewerHash, joined);
      await insertDemoReviews(trx, now, history, historyIds, reviewers, office.id);
      await insertFeed(trx, now, demoId, plans, names, PATENT_TITLES);
      await insertFeed(
        trx,
        now,
        secondId,
        plans.filter((p) => !p.inventors.includes(demoId)),
        names,
        PATENT_TITLES.slice(30),
      );
    });
  } catch (err) {
    for (const [kind, key] of saved) await uploads.remove(kind, key);
    throw err;
  }
}
