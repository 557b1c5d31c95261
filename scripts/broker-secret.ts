import { dataDirSecret } from '@signage/domain/data-dir-secret';

/** The secret from configuration, or the one generated and kept in the data folder on first start. */
export function brokerSecret(dataDir: string, configured?: string): string {
  return dataDirSecret(dataDir, 'broker-secret', configured);
}
