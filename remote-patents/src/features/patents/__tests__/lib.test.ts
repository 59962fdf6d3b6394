import { clampLevel } from '../lib/levels';
import { isHttpUrl, isLinkableUrl } from '../lib/urls';

describe('clampLevel', () => {
  it('keeps TRL/CRL levels within 0–9', () => {
    expect(clampLevel(5)).toBe(5);
    expect(clampLevel(0)).toBe(0);
    expect(clampLevel(9)).toBe(9);
    expect(clampLevel(12)).toBe(9);
    expect(clampLevel(-2)).toBe(0);
    expect(clampLevel(null)).toBe(0);
    expect(clampLevel(Number.NaN)).toBe(0);
  });
});

describe('isHttpUrl', () => {
  it('accepts only absolute http and https URLs', () => {
    expect(isHttpUrl('https://files.example/a.pdf')).toBe(true);
    expect(isHttpUrl('http://files.example/a.pdf')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
    expect(isHttpUrl('/api/files/a.pdf')).toBe(false);
    expect(isHttpUrl('report.pdf')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });
});

describe('isLinkableUrl', () => {
  it('links http(s) URLs and the files the portal serves, nothing else', () => {
    expect(isLinkableUrl('https://files.example/a.pdf')).toBe(true);
    expect(isLinkableUrl('/api/files/documents/3f9a/deposit.pdf')).toBe(true);
    expect(isLinkableUrl('/api/files/../accounts/me/')).toBe(false);
    expect(isLinkableUrl('/tickets/1')).toBe(false);
    expect(isLinkableUrl('javascript:alert(1)')).toBe(false);
    expect(isLinkableUrl('report.pdf')).toBe(false);
    expect(isLinkableUrl(null)).toBe(false);
  });
});
