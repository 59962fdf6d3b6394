/** '10:42' (24-hour in French, the page's own clock in English). */
export function formatClock(at: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(at);
}
