import { i18n } from '@inventor-portal/shared/i18n';
import { PATENTS_NAMESPACE } from '@remote-patents/i18n';
import { affiliationsLabel, coInventorsLabel } from '../lib/labels';

describe('co-inventor labels in French', () => {
  beforeEach(() => i18n.changeLanguage('fr'));
  afterEach(() => i18n.changeLanguage('en'));

  it('uses the singular for 0 and 1, the plural above, with French digit grouping', () => {
    const t = i18n.getFixedT('fr', PATENTS_NAMESPACE);
    expect(coInventorsLabel(0, t)).toBe('0 co-inventeur');
    expect(coInventorsLabel(1, t)).toBe('1 co-inventeur');
    expect(coInventorsLabel(2, t)).toBe('2 co-inventeurs');
    expect(coInventorsLabel(1234, t)).toBe('1\u202f234 co-inventeurs');
    expect(affiliationsLabel(3, t)).toBe('3 affiliations');
  });

  it("follows the page's language without a t", () => {
    expect(coInventorsLabel(12)).toBe('12 co-inventeurs');
    expect(affiliationsLabel(1)).toBe('1 affiliation');
  });
});
