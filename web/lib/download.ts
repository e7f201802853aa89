import { apiFetch } from './api';

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over `filename`), else null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** Fetched with the bearer, so not a plain link; named as Content-Disposition says, else `fallbackName`. */
export async function downloadFile(apiPath: string, fallbackName: string): Promise<void> {
  const res = await apiFetch(apiPath);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(res.headers.get('content-disposition')) ?? fallbackName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has handed the Blob to the download, not before.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
