import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@inventor-portal/shared/schemas';
import en from '@remote-office/locales/en.json';
import fr from '@remote-office/locales/fr.json';

/**
 * Every action and record type the server writes to the audit log has its words in both
 * languages: an action without one shows as sent ('review.assign') and logs a missing key.
 */
describe.each([
  ['en', en],
  ['fr', fr],
])('the audit log in %s', (_language, catalog) => {
  it.each(AUDIT_ACTIONS)('names the action %s', (action) => {
    const key = action.replace(/\./g, '_') as keyof typeof catalog.audit.actions;
    expect(catalog.audit.actions[key]).toEqual(expect.stringMatching(/\S/));
  });

  it.each(AUDIT_TARGET_TYPES)('names the record type %s', (type) => {
    expect(catalog.audit.targets[type]).toContain('{{id}}');
  });
});
