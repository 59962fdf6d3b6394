export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
export const isoAgo = (ms: number): string => new Date(Date.now() - ms).toISOString();
