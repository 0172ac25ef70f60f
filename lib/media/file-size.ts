/**
 * A file's size as people read it ("2,4 MB" in Turkish, "2.4 MB" in English), in the binary units
 * the upload limit is counted in (20 MB is 20 × 1024 × 1024 bytes), so a file at the limit reads "20 MB".
 */
const UNITS = ["B", "KB", "MB", "GB"] as const;

export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}
