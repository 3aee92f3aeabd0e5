import type { StorageConfig } from '../../config.ts';
import { s3Storage } from './s3-storage.ts';
import { folderStorage, type Storage } from './storage.ts';

/** Opens the configured storage; the local folder is created here, at start. */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === 's3') return s3Storage(config);
  return folderStorage(config.dir);
}
