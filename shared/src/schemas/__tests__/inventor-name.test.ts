import {
  hasImage,
  inventorDisplayName,
  inventorInitials,
  inventorLetter,
  inventorOwnName,
  inventorPhoto,
} from '../inventor-name';

describe('the inventor display name', () => {
  it('is the preferred name, else the full name', () => {
    expect(inventorDisplayName({ id: 7, preferred_name: 'Ada', full_name: 'Ada Lovelace' })).toBe(
      'Ada',
    );
    expect(inventorDisplayName({ id: 7, preferred_name: '  ', full_name: ' Ada Lovelace ' })).toBe(
      'Ada Lovelace',
    );
    expect(inventorDisplayName({ id: 7, preferred_name: null, full_name: 'Ada Lovelace' })).toBe(
      'Ada Lovelace',
    );
  });

  it('is the id when the inventor lookup failed', () => {
    expect(inventorDisplayName({ id: 42 })).toBe('42');
    expect(inventorDisplayName(null, 42)).toBe('42');
    expect(inventorDisplayName(undefined, 42)).toBe('42');
    expect(inventorDisplayName({ id: 42, preferred_name: null, full_name: null })).toBe('42');
  });

  it('is what the screen names an unnamed inventor when it says so', () => {
    expect(
      inventorDisplayName({ id: 42, preferred_name: '', full_name: null }, 'Inventor 42'),
    ).toBe('Inventor 42');
    expect(inventorDisplayName({ id: 42, preferred_name: 'Grace' }, 'Inventor 42')).toBe('Grace');
  });

  it('never makes up an own name', () => {
    expect(inventorOwnName({ id: 1 })).toBe('');
    expect(inventorOwnName(null)).toBe('');
    expect(inventorOwnName({ id: 1, full_name: ' Grace Hopper ' })).toBe('Grace Hopper');
  });
});

describe('the avatar of an inventor', () => {
  it('shows the first two letters of the preferred name in upper case', () => {
    expect(inventorInitials('ada lovelace')).toBe('AD');
    expect(inventorInitials('  jo ')).toBe('JO');
    expect(inventorInitials('x')).toBe('X');
  });

  it("shows 'CN' without a name", () => {
    expect(inventorInitials('')).toBe('CN');
    expect(inventorInitials('   ')).toBe('CN');
    expect(inventorInitials(null)).toBe('CN');
    expect(inventorInitials(undefined)).toBe('CN');
  });

  it('shows one letter in lists, else the default picture', () => {
    expect(inventorLetter('grace')).toBe('G');
    expect(inventorLetter('')).toBe('');
    expect(inventorLetter(null)).toBe('');
  });

  it("shows the image, else the avatar; '/NULL' and empty values are no photo", () => {
    expect(inventorPhoto({ image: '/api/files/a.png', avatar: '/api/files/b.png' })).toBe(
      '/api/files/a.png',
    );
    expect(inventorPhoto({ image: '/NULL', avatar: '/api/files/b.png' })).toBe('/api/files/b.png');
    expect(inventorPhoto({ image: 'https://cdn/x/NULL', avatar: '' })).toBeUndefined();
    expect(inventorPhoto({ image: null, avatar: 'null' })).toBeUndefined();
    expect(inventorPhoto(null)).toBeUndefined();
    expect(hasImage(' /api/files/a.png ')).toBe(true);
    expect(hasImage(undefined)).toBe(false);
  });
});
