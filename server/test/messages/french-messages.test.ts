import { z } from 'zod';
import { FRENCH_MESSAGES, frenchOf, translateMessage } from '@inventor-portal/shared/messages';
import { apiMessages, RUN_TIME_PART } from './message-sources';

const NBSP = '\u00a0';

/** zod's own messages for the checks a schema leaves without a message of its own. */
function zodDefaultMessages(): string[] {
  const refusals: Array<[z.ZodType, unknown]> = [
    [z.string(), 7],
    [z.string(), undefined],
    [z.number(), 'seven'],
    [z.object({}), []],
    [z.array(z.string()), {}],
    [z.boolean(), null],
    [z.literal('fr'), 'de'],
    [z.enum(['pending', 'approved']), 'lost'],
    [z.string().max(100), 'x'.repeat(101)],
    [z.string().min(2), 'x'],
    [z.string().length(6), 'x'],
    [z.array(z.number()).max(50), Array.from({ length: 51 }, () => 1)],
    [z.array(z.number()).min(1), []],
    [z.number().int(), 1.5],
    [z.number().max(9), 10],
    [z.number().min(0), -1],
    [z.number().positive(), 0],
    [z.number().lt(5), 5],
    [z.number().multipleOf(5), 7],
    [z.email(), 'not-an-email'],
    [z.url(), 'no url'],
    [z.iso.datetime(), 'yesterday'],
    [z.iso.date(), '14/03/2026'],
    [z.string().regex(/^[0-9]+$/), 'abc'],
    [z.string().startsWith('https://'), 'ftp://x'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }],
    [z.union([z.string(), z.number()]), true],
    [z.record(z.enum(['a']), z.number()), { b: 1 }],
    [z.set(z.number()), new Set(['x'])],
  ];
  return refusals.flatMap(([schema, input]) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error(`${JSON.stringify(input)} was accepted`);
    return result.error.issues.map((issue) => issue.message);
  });
}

/** The messages of the office, conversation and attestation rows of API.md Part 2. */
const PART_TWO_MESSAGES = [
  'Office staff only.',
  'Say what information is needed.',
  'Comment cannot be empty.',
  'Max 2000 characters',
  'Contributions must add up to 100%.',
  'Give a contribution for every inventor.',
  'Already confirmed.',
  'You will no longer receive these emails.',
  'Invalid unsubscribe link.',
];

/** What Fastify and its multipart plugin say when they refuse a body. */
const FRAMEWORK_MESSAGES = [
  'Unsupported Media Type: text/csv',
  "Body cannot be empty when content-type is set to 'application/json'",
  'Request body size did not match Content-Length',
  'reach files limit',
  'request file too large',
  'the request is not multipart',
];

const missingFrench = (messages: string[]): string[] =>
  messages.filter((message) => frenchOf(message) === undefined);

/** French punctuation: a no-break space before « : », a narrow one before « ? ! ; % ». */
function typographyFaults(french: string): string[] {
  const faults: string[] = [];
  if (/ [:?!;%»]/.test(french) || /« /.test(french)) faults.push('plain space before punctuation');
  if (/[^\u00a0\s]:\s/.test(french)) faults.push('« : » without a no-break space');
  if (/[^\u202f\s][?!;]/.test(french.replace(/\(\?/g, ''))) faults.push('« ? ! ; » unspaced');
  if (/«(?!\u00a0)|(?<!\u00a0)»/.test(french)) faults.push('guillemets without no-break spaces');
  if (/\b(tu|toi|ton|ta|tes)\b/i.test(french)) faults.push('not the formal « vous »');
  return faults;
}

describe('French of the messages the API writes', () => {
  const found = apiMessages();
  const messages = found.map((m) => m.message);

  it('finds the messages of the schemas, the services, the gates and the error handler', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        'Invalid email or password.',
        'Change your password first.',
        'Password must be at least 8 characters',
        'This password is too common.',
        `Too many attempts. Try again in ${RUN_TIME_PART} seconds.`,
        'CSRF Failed: CSRF token missing or incorrect.',
        'Title must be at most 100 characters',
        'Preferred name must be at most 150 characters',
        'Max 11 digits',
        'Drawing must be at most 10 MB.',
        `Unknown inventor id(s): ${RUN_TIME_PART}`,
        'Only the submitter can edit a pending ticket.',
        'Language must be en or fr.',
        'Request body is too large.',
        'Not found.',
      ]),
    );
    expect(messages.length).toBeGreaterThan(90);
  });

  it('has French for every one of them', () => {
    const missing = found.filter((m) => frenchOf(m.message) === undefined);
    expect(missing.map((m) => `${m.message}  (${m.at})`)).toEqual([]);
  });

  it("has French for zod's own messages, Fastify's refusals and the Part 2 messages", () => {
    expect(missingFrench(zodDefaultMessages())).toEqual([]);
    expect(missingFrench(FRAMEWORK_MESSAGES)).toEqual([]);
    expect(missingFrench(PART_TWO_MESSAGES)).toEqual([]);
  });

  it('writes French typography and the formal « vous » everywhere', () => {
    const all = [
      ...messages,
      ...zodDefaultMessages(),
      ...FRAMEWORK_MESSAGES,
      ...PART_TWO_MESSAGES,
      ...Object.keys(FRENCH_MESSAGES),
    ];
    const faults = all.flatMap((message) => {
      const french = frenchOf(message) ?? '';
      return typographyFaults(french).map((fault) => `${french}: ${fault}`);
    });
    expect(faults).toEqual([]);
  });

  it('translates the messages with a number, a field or a list in them', () => {
    expect(translateMessage('Too many attempts. Try again in 1 seconds.', 'fr')).toBe(
      'Trop de tentatives. Réessayez dans 1 seconde.',
    );
    expect(translateMessage('Too many attempts. Try again in 840 seconds.', 'fr')).toBe(
      'Trop de tentatives. Réessayez dans 840 secondes.',
    );
    expect(translateMessage('Preferred name must be at most 150 characters', 'fr')).toBe(
      'Le nom d’usage ne doit pas dépasser 150 caractères',
    );
    expect(translateMessage('Name variants must be at most 30 characters', 'fr')).toBe(
      'Les variantes du nom ne doivent pas dépasser 30 caractères',
    );
    expect(translateMessage('Max 2000 characters', 'fr')).toBe('2000 caractères au maximum');
    expect(translateMessage('At most 50 co-applications', 'fr')).toBe('50 codéposants au maximum');
    expect(translateMessage('Unknown inventor id(s): 7, 9', 'fr')).toBe(
      `Identifiants d’inventeurs inconnus${NBSP}: 7, 9`,
    );
    expect(translateMessage('Invalid input: expected string, received undefined', 'fr')).toBe(
      'Ce champ est obligatoire',
    );
    expect(translateMessage('Too big: expected string to have <=100 characters', 'fr')).toBe(
      '100 caractères au maximum',
    );
    // An unknown field is not guessed at: the English stays.
    expect(translateMessage('Nickname must be at most 9 characters', 'fr')).toBe(
      'Nickname must be at most 9 characters',
    );
  });

  it('leaves the notifications and activities out: they are events, rendered through the catalogs', () => {
    // shared/src/events/__tests__ holds their texts in both languages.
    for (const sentence of [
      "Ada Lovelace added you as co-inventor on 'Solar roof'",
      "Your ticket 'Solar roof' was approved; meeting on 2026-03-14",
      "Ticket 'Solar roof' set to pending",
      'Your Inventor Portal account was created',
    ])
      expect(frenchOf(sentence)).toBeUndefined();
  });

  it('leaves English as it is', () => {
    for (const message of messages) expect(translateMessage(message, 'en')).toBe(message);
  });
});
