import { z } from 'zod';
import type { RemotesJson } from '../federation/contract';

/** `/remotes.json` (the shape of shared/src/federation/contract.ts): where each remote's entry lives. */
export const remotesJsonSchema = z.object({
  remotes: z.array(
    z.object({ name: z.string().min(1), entry: z.string().min(1), version: z.string().optional() }),
  ),
}) satisfies z.ZodType<RemotesJson>;

/**
 * The part of a remote's `mf-manifest.json` the host's contract check reads
 * (scripts/webpack/shared-contract.cjs writes it).
 */
export const remoteManifestSchema = z.object({
  metaData: z.object({
    sharedContract: z.object({ name: z.string(), version: z.string() }).optional(),
  }),
});
