import type { Language } from '@inventor-portal/shared/i18n';

const KB = 1024;
const MB = 1024 * 1024;

/** '820 bytes' / '12.5 kB' / '3.2 MB' in the page's language ('820 octets', '12,5 ko', '3,2 Mo'). */
export function formatFileSize(bytes: number, language: Language): string {
  const [unit, divisor] =
    bytes >= MB ? ['megabyte', MB] : bytes >= KB ? ['kilobyte', KB] : ['byte', 1];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: divisor === 1 ? 'long' : 'short',
    maximumFractionDigits: divisor === 1 ? 0 : 1,
  }).format(bytes / divisor);
}
