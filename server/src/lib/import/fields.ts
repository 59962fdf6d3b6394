import { RowError } from './report';

/** Field checks shared by the importers: each returns the clean value or throws a RowError. */
export function text(
  values: Record<string, string>,
  key: string,
  max: number,
  label = key,
): string | null {
  const value = (values[key] ?? '').trim();
  if (value.length > max) throw new RowError(`${label} must be at most ${max} characters`);
  return value === '' ? null : value;
}

export function required(
  values: Record<string, string>,
  key: string,
  max: number,
  label = key,
): string {
  const value = text(values, key, max, label);
  if (value === null) throw new RowError(`${label} is required`);
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value);

export function email(values: Record<string, string>, key = 'email'): string | null {
  const value = text(values, key, 254);
  if (value !== null && !isEmail(value)) throw new RowError(`Invalid email '${value}'`);
  return value === null ? null : value.toLowerCase();
}

export function httpUrl(value: string | null, label: string): string | null {
  if (value === null) return null;
  let ok = false;
  try {
    ok = ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw new RowError(`${label} must be an http(s) URL, got '${value}'`);
  return value;
}

export function level(values: Record<string, string>, key: string, label: string): number | null {
  const value = (values[key] ?? '').trim();
  if (value === '') return null;
  if (!/^\d$/.test(value))
    throw new RowError(`${label} must be an integer from 0 to 9, got '${value}'`);
  return Number(value);
}

/** An ISO date (YYYY-MM-DD) or date-time; stored as written. */
export function isoDate(values: Record<string, string>, key: string): string | null {
  const value = (values[key] ?? '').trim();
  if (value === '') return null;
  if (
    !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ||
    Number.isNaN(Date.parse(value))
  ) {
    throw new RowError(`${key} must be an ISO date (YYYY-MM-DD), got '${value}'`);
  }
  return value;
}
