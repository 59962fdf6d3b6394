import { http, HttpResponse } from 'msw';
import { summary } from '../../test-utils/fixtures';
import { setupMswServer } from '../../test-utils/msw';
import { createStore } from '../../store/store';
import { affiliationsApi } from '../affiliations-api';
import { inventorsApi } from '../inventors-api';

const server = setupMswServer();

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

describe('inventor lookups', () => {
  it('getInventorsByIds asks for every id in parallel and yields null for a failed one', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    server.use(
      http.get('/api/inventors/inventor/:id', async ({ params }) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        const id = Number(params.id);
        return id === 2
          ? HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
          : HttpResponse.json(summary(id, `Inventor ${id}`));
      }),
    );
    const result = await createStore().dispatch(
      inventorsApi.endpoints.getInventorsByIds.initiate([1, 2, 3]),
    );
    expect(result.data?.map((i) => i?.preferred_name ?? null)).toEqual([
      'Inventor 1',
      null,
      'Inventor 3',
    ]);
    expect(maxInFlight).toBe(3);
  });

  it('searches by name with the page in the query and the shared password in the body', async () => {
    let seen: { url: string; body: unknown } | null = null;
    server.use(
      http.post('/api/inventors/inventors/search/', async ({ request }) => {
        seen = { url: request.url, body: await request.json() };
        return HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [summary(4, 'Grace')],
        });
      }),
    );
    const result = await createStore().dispatch(
      inventorsApi.endpoints.searchInventors.initiate({
        name: 'gr',
        page: 1,
        page_size: 10,
        shared_password: 'pw',
      }),
    );
    expect(result.data?.results[0].preferred_name).toBe('Grace');
    expect(seen).toEqual({
      url: 'http://localhost/api/inventors/inventors/search/?page=1&page_size=10',
      body: { name: 'gr', shared_password: 'pw' },
    });
  });
});

describe('affiliations', () => {
  it('reads the options with page_size 100', async () => {
    let pageSize: string | null = null;
    server.use(
      http.get('/api/inventors/affiliations/', ({ request }) => {
        pageSize = new URL(request.url).searchParams.get('page_size');
        return HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [
            { id: 1, name: 'CIE' },
            { id: 2, name: 'UIR' },
          ],
        });
      }),
    );
    const result = await createStore().dispatch(
      affiliationsApi.endpoints.getAffiliations.initiate(),
    );
    expect(result.data).toEqual([
      { id: 1, name: 'CIE' },
      { id: 2, name: 'UIR' },
    ]);
    expect(pageSize).toBe('100');
  });

  it('gives an empty list when the call fails', async () => {
    server.use(
      http.get('/api/inventors/affiliations/', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    );
    const result = await createStore().dispatch(
      affiliationsApi.endpoints.getAffiliations.initiate(),
    );
    expect(result.isError).toBe(false);
    expect(result.data).toEqual([]);
  });
});
