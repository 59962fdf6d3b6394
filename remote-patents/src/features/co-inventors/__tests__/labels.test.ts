import { affiliationsLabel, coInventorsLabel, countDistinctAffiliations } from '../lib/labels';

describe('co-inventor labels', () => {
  it('uses the singular for exactly one', () => {
    expect(coInventorsLabel(0)).toBe('0 Co-Inventors');
    expect(coInventorsLabel(1)).toBe('1 Co-Inventor');
    expect(coInventorsLabel(12)).toBe('12 Co-Inventors');
    expect(affiliationsLabel(1)).toBe('1 Affiliation');
    expect(affiliationsLabel(3)).toBe('3 Affiliations');
  });

  it('counts distinct affiliations, ignoring blanks, NULL and case', () => {
    expect(
      countDistinctAffiliations(['CIE', 'cie ', 'UIR', '', '  ', null, undefined, 'NULL', 'null']),
    ).toBe(2);
    expect(countDistinctAffiliations([])).toBe(0);
  });
});
