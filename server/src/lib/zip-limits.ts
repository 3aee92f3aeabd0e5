import { unzipSync } from 'fflate';

/**
 * Whether a zip (an .xlsx) stays within bounds by what its directory declares, looked at before
 * anything is inflated, so a hostile file cannot fill the memory. False also for a file that is not a zip.
 */
export function zipWithinLimits(bytes: Uint8Array, limits: { maxUnzippedBytes: number; maxEntries: number }): boolean {
  let entries = 0;
  let unzipped = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        unzipped += file.originalSize;
        return false;
      },
    });
  } catch {
    return false;
  }
  return entries <= limits.maxEntries && unzipped <= limits.maxUnzippedBytes;
}
