import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { versionTableWrites } from '../pg-data-version';

/**
 * Campus sign-in (issue 29, API.md Part 3 "Campus sign-in"):
 *
 * - `sso_links (provider, subject)`: the account a provider's subject (`sub`, SAML NameID) signs
 *   in to; one account may have several links, a subject links one account.
 * - `sso_requests`: the sign-ins the portal started and not yet finished (OIDC `state`, nonce
 *   and PKCE verifier; the SAML AuthnRequest id). In the database, so the instance that answers
 *   the provider's callback need not be the one that sent the browser there; a row is used once.
 * - `sso_seen_assertions`: the ids of the SAML assertions already accepted, until they expire, so
 *   a replayed response is refused by every instance.
 * - `sessions.sign_in_method`: `password` or `sso:<provider id>` (`me` answers it; a provider's
 *   session is not asked for the portal's two-factor sign-in).
 * - `users.has_password`: 0 for an account that signs in only through a provider (its
 *   `password_hash` then holds no usable hash).
 */
export function singleSignOn(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const id = dialect === 'postgres' ? 'serial' : 'integer';
      await db.schema
        .createTable('sso_links')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addUniqueConstraint('sso_links_provider_subject', ['provider', 'subject'])
        .execute();
      await db.schema.createIndex('sso_links_user').on('sso_links').column('user_id').execute();

      await db.schema
        .createTable('sso_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text')
        .addColumn('code_verifier', 'text')
        .addColumn('next', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sso_requests_expires')
        .on('sso_requests')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('sso_seen_assertions')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('assertion_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('sso_seen_assertions_pk', ['provider', 'assertion_id'])
        .execute();

      await db.schema
        .alterTable('sessions')
        .addColumn('sign_in_method', 'text', (c) => c.notNull().defaultTo('password'))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('has_password', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      // sso_requests and sso_seen_assertions are read by no remembered answer (like sessions).
      if (dialect === 'postgres') await versionTableWrites(db, 'sso_links');
    },
  };
}
