import { z } from 'zod';

/**
 * zod schemas of the federation files the host reads. Imported lazily (remote-registry.ts,
 * remote-contract.ts): zod is downloaded when a remote is first needed, never by /login.
 */

/** `/remotes.json` (federation contract): where each remote's entry lives. */
export const remotesJsonSchema = z.object({
  remotes: z.array(z.object({ name: z.string().min(1), entry: z.string().min(1), version: z.string().optional() })),
});

export type RemoteEntry = z.infer<typeof remotesJsonSchema>['remotes'][number];

/** The part of `mf-manifest.json` the contract check reads (scripts/webpack/shared-contract.cjs writes it). */
export const manifestSchema = z.object({
  metaData: z.object({
    sharedContract: z.object({ name: z.string(), version: z.string() }).optional(),
  }),
});
