import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { newUserClient, tinyPng } from '../inventors/support';

/**
 * A profile save answers what `me` reads right after it (issue 33: the answer is built from
 * what the save read and wrote, not read back).
 */
describeEachDatabase('accounts: the answer of a profile save is `me` as read after it', (ctx) => {
  it('answers `me` after saves with and without name variants, photo, affiliation, language and email', async () => {
    const { user, client } = await newUserClient(ctx().app);
    const me = async () => (await client.get('/api/accounts/me/')).json();
    const saves: Array<Parameters<TestClient['request']>[2]> = [
      {
        multipart: {
          preferred_name: 'Ada',
          email: user.email,
          phone_number: '0611223344',
          orcid: '0000-0001-2345-6789',
          affiliation: 'CIE',
          name_variants: ['A. Lovelace', 'Ada L.'],
          image: { filename: 'me.png', contentType: 'image/png', data: tinyPng() },
        },
      },
      { json: { preferred_name: 'Ada King', email: user.email, affiliation: null } },
      { json: { preferred_name: 'Ada King', email: user.email, language: 'fr', image: null } },
      {
        json: {
          preferred_name: 'Ada',
          email: `new-${user.email}`,
          current_password: user.password,
          name_variants: [],
          affiliation: 'UIR',
        },
      },
    ];
    for (const save of saves) {
      const res = await client.request('PUT', '/api/accounts/me/', save);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(await me());
    }
  });

  it('a login answers `me` as read after it', async () => {
    const { user, client } = await newUserClient(ctx().app);
    await client.request('PUT', '/api/accounts/me/', {
      json: {
        preferred_name: 'Ada',
        email: user.email,
        affiliation: 'CIE',
        name_variants: ['Z. Lovelace', 'A. L.'],
      },
    });
    const fresh = new TestClient(ctx().app);
    const login = await fresh.login(user.email, user.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual((await fresh.get('/api/accounts/me/')).json());
    // The variants in the order given (read with the account, in the login's statement).
    expect(login.json().inventor.name_variant).toEqual(['Z. Lovelace', 'A. L.']);

    // An inventor without variants: an empty list.
    const plain = await newUserClient(ctx().app);
    const other = new TestClient(ctx().app);
    const signedIn = await other.login(plain.user.email, plain.user.password);
    expect(signedIn.json().inventor.name_variant).toEqual([]);
    expect(signedIn.json()).toEqual((await other.get('/api/accounts/me/')).json());
  });
});
