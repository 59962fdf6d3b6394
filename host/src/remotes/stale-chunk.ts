/**
 * A chunk that is gone from the server: the page still runs a remote's previous entry after that
 * remote was redeployed (webpack `ChunkLoadError`, or the federation runtime's wrapper of it).
 */
export function isStaleChunkError(error: Error): boolean {
  return (
    error.name === 'ChunkLoadError' || /Loading (?:CSS )?chunk \S+ failed/i.test(error.message)
  );
}
