const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A size as a resident reads it: "10 MB", "1,5 MB", "512 KB" (binary units, pt-BR decimals). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${decimal.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
