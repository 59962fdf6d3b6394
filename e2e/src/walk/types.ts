import type { BrowserContext, Page } from 'playwright-core';
import type { Credentials } from '../account-api';
import type { AllowedFailure, ConsoleError } from '../session';

/** The portal's languages, as `<html lang>` and the account's `language` spell them. */
export type WalkLanguage = 'en' | 'fr';

/** The two widths of the walk: a laptop and a small phone. */
export const WIDTHS = { desktop: 1440, phone: 375 } as const;
export type WalkWidth = (typeof WIDTHS)[keyof typeof WIDTHS];

/** Records of the demo data the screens open (looked up once, after sign-in). */
export interface WalkData {
  ticket: { id: number; title: string };
  /** A pending ticket the demo inventor submitted: its edit screen is the form, not a refusal. */
  editableTicket: { id: number; title: string };
  patent: { id: number; title: string };
}

/** One browser context walking the portal in one language at one width. */
export interface Walk {
  language: WalkLanguage;
  width: WalkWidth;
  context: BrowserContext;
  page: Page;
  /** Every console error and uncaught page error since the walk began. */
  errors: ConsoleError[];
  /** An account with two-factor sign-in on, to reach the code step of /login. */
  twoFactorAccount: Credentials;
  data: () => Promise<WalkData>;
}

/** An expected page title: exact text, a pattern, or built from the demo data. */
export type TitleExpectation = string | RegExp | ((data: WalkData) => string);

/** One screen view of the walk. */
export interface Screen {
  /** Short id: screenshot and log names. */
  id: string;
  /** What the test name says. */
  name: string;
  /**
   * Brings the page to the screen and waits for its content by structure (fields, rows,
   * headings of data), never by its words: the same wait serves both languages.
   */
  open: (walk: Walk) => Promise<void>;
  /** Leaves a transient state (an open menu, a panel) so the next screen starts clean. */
  close?: (walk: Walk) => Promise<void>;
  title: Record<WalkLanguage, TitleExpectation>;
  /**
   * Spec strings (or English patterns: 'Page 1 of 3', '3 days ago') always visible on the
   * screen in English; in French none of them may be left (a key missing from the French
   * catalog only falls back to English, without any console error).
   */
  english: readonly (string | RegExp)[];
  /** The first visit of a signed-out page: its `me` call answers 401 by design. */
  signedOut?: boolean;
  allowed?: readonly AllowedFailure[];
  /** Screens that exist at one width only (the phone's side sheet). */
  widths?: readonly WalkWidth[];
}
