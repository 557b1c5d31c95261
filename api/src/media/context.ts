import type { Db } from '../db/database.ts';
import type { UrlSigner } from './signing.ts';
import type { MediaStorage } from './storage.ts';

export interface MediaContext {
  db: Db;
  storage: MediaStorage;
  signer: UrlSigner;
  maxUploadBytes: number;
}
