import type { Account } from '@inventor-portal/shared/schemas';

/** `me.two_factor_enabled`; an answer without the field (older server) counts as off. */
export const isTwoFactorEnabled = (user: Account | null | undefined): boolean =>
  Boolean(user && 'two_factor_enabled' in user && user.two_factor_enabled === true);

/** The SVG of a QR code for `text`, as an image URL (the `qrcode` module is loaded on demand). */
export async function qrCodeImageUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Groups a base32 secret by four, as authenticator apps show it, for typing by hand. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

export const RECOVERY_CODES_FILE = 'inventor-portal-recovery-codes.txt';

/** Offers the recovery codes as a text file, one per line. */
export function downloadRecoveryCodes(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
