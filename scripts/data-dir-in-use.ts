/**
 * For a command's start-up `.catch`: ends the process with the message alone when the embedded database's folder is
 * held by another process (api/src/db/data-dir-lock.ts's DataDirInUse, known by its name: importing it would load
 * the api into a gateway-only process), else throws on.
 */
export function exitIfDataDirInUse(error: unknown): never {
  if (!(error instanceof Error && error.name === 'DataDirInUse')) throw error;
  console.error(error.message);
  process.exit(1);
}
