const longUs = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** SPEC.md section 3: dates show in long US format ('January 5, 2026'), or 'N/A' when missing. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : longUs.format(date);
}
