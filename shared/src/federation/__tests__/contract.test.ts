import fs from 'node:fs';
import path from 'node:path';
import { remotesJsonSchema } from '../../schemas/federation';
import {
  devRemotesJson,
  FEDERATION,
  productionPublicPath,
  productionRemotesJson,
} from '../contract';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('the federation contract', () => {
  it('names each remote, package folder and dev port once', () => {
    const containers = [FEDERATION.host, ...FEDERATION.remotes];
    for (const key of ['name', 'dir', 'port'] as const) {
      const values = containers.map((c) => c[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('has, for every exposed module, its file in the remote package (src/exposes/<kebab-name>.tsx)', () => {
    for (const remote of FEDERATION.remotes) {
      for (const exposed of remote.exposes) {
        expect(
          fs.existsSync(path.join(ROOT, remote.dir, 'src', 'exposes', `${kebab(exposed)}.tsx`)),
        ).toBe(true);
      }
    }
  });

  it('gives every remote package its type check against the contract', () => {
    for (const remote of FEDERATION.remotes) {
      const check = fs.readFileSync(
        path.join(ROOT, remote.dir, 'src', 'exposes', 'exposes.check.ts'),
        'utf8',
      );
      expect(check).toMatch(new RegExp(`ExposesOf<\\s*'${remote.name}'`));
    }
  });
});

describe('/remotes.json', () => {
  it('lists each remote at its same-origin manifest in production', () => {
    expect(productionRemotesJson()).toEqual({
      remotes: [
        { name: 'remote_tickets', entry: '/remotes/remote-tickets/mf-manifest.json' },
        { name: 'remote_patents', entry: '/remotes/remote-patents/mf-manifest.json' },
        { name: 'remote_account', entry: '/remotes/remote-account/mf-manifest.json' },
        { name: 'remote_office', entry: '/remotes/remote-office/mf-manifest.json' },
        { name: 'remote_review', entry: '/remotes/remote-review/mf-manifest.json' },
      ],
    });
    expect(productionPublicPath('remote-tickets')).toBe('/remotes/remote-tickets/');
  });

  it('lists each remote at its dev server in development', () => {
    expect(devRemotesJson().remotes).toEqual([
      { name: 'remote_tickets', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'remote_patents', entry: 'http://localhost:3002/mf-manifest.json' },
      { name: 'remote_account', entry: 'http://localhost:3003/mf-manifest.json' },
      { name: 'remote_office', entry: 'http://localhost:3004/mf-manifest.json' },
      { name: 'remote_review', entry: 'http://localhost:3005/mf-manifest.json' },
    ]);
  });

  it('is what the host accepts, deployed versions included', () => {
    expect(remotesJsonSchema.parse(productionRemotesJson())).toEqual(productionRemotesJson());
    const deployed = {
      name: 'remote_tickets',
      entry: '/deployed/remote-tickets/1.1.0/mf-manifest.json',
      version: '1.1.0',
    };
    expect(remotesJsonSchema.parse({ remotes: [deployed] })).toEqual({ remotes: [deployed] });
    expect(remotesJsonSchema.safeParse({ remotes: [{ name: '', entry: '/x' }] }).success).toBe(
      false,
    );
  });
});

describe('the build scripts', () => {
  it('read this same contract (scripts/webpack/federation-contract.cjs)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const scripts = require(path.join(ROOT, 'scripts', 'webpack', 'federation-contract.cjs')) as {
      HOST: unknown;
      REMOTES: unknown;
      DEV_API_TARGET: unknown;
      productionRemotesJson: () => unknown;
    };
    expect(scripts.HOST).toEqual(FEDERATION.host);
    expect(scripts.REMOTES).toEqual(FEDERATION.remotes);
    expect(scripts.DEV_API_TARGET).toBe(FEDERATION.devApiTarget);
    expect(scripts.productionRemotesJson()).toEqual(productionRemotesJson());
  });
});
