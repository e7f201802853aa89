/** The limit: images go up at most this many pixels on their longest side. */
export const MAX_IMAGE_SIDE = 2048;
/** Types a canvas can write back in the same type; others (GIF) go up as they are. */
const REENCODABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Shrinks a large photo in the browser before upload, keeping its type and name; anything else is left alone. */
export async function downscaleImage(file: File, maxSide = MAX_IMAGE_SIDE): Promise<File> {
  if (!REENCODABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = maxSide / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) {
      bitmap.close();
      return file;
    }
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9));
    if (!blob || blob.type !== file.type) return file;
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } catch {
    return file; // not decodable here: the server has the last word on the bytes
  }
}
