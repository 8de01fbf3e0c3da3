/** A reason the server cannot start that the operator can act on: printed as it is, without a stack. */
export class StartFailure extends Error {}

interface Where {
  dataDir?: string;
  port?: number;
  host?: string;
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');
const pathOf = (error: unknown) => (error as { path?: unknown } | null)?.path;

/**
 * The operator's sentence for a failed start (a port taken, DATA_DIR not writable or full, another server on the same
 * DATA_DIR); null for anything unforeseen, which is then printed with its stack.
 */
export function describeStartFailure(error: unknown, where: Where = {}): string | null {
  if (error instanceof StartFailure) return error.message;
  // A failed migration carries the database's own error as its cause.
  if (!codeOf(error) && error instanceof Error && error.cause) return describeStartFailure(error.cause, where);
  const code = codeOf(error);
  const file = typeof pathOf(error) === 'string' ? ` (${pathOf(error) as string})` : '';
  const dataDir = where.dataDir ? `DATA_DIR ${where.dataDir}` : 'DATA_DIR';
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${where.port} on ${where.host} is already in use — is the server already running? Stop the other program or set PORT to a free port.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${where.host} is not an address of this machine. Use 0.0.0.0 (every interface) or one of its addresses.`;
    case 'EACCES':
    case 'EPERM':
      if ((error as { syscall?: string }).syscall === 'listen') {
        return `No permission to listen on port ${where.port}. Ports below 1024 need extra rights: use a port above 1024 (PORT) behind a reverse proxy.`;
      }
      return `${dataDir} is not writable by this user${file}. Give the user that runs the server write access to it, or set DATA_DIR to a folder it owns.`;
    case 'EROFS':
    case 'SQLITE_READONLY':
    case 'SQLITE_READONLY_DIRECTORY':
    case 'SQLITE_READONLY_DBMOVED':
      return `${dataDir} is on a read-only file system${file}. The server writes its database, uploads and mail there: set DATA_DIR to a writable folder.`;
    case 'ENOSPC':
    case 'EDQUOT':
    case 'SQLITE_FULL':
      return `The disk holding ${dataDir} is full${file}. Free some space (or move DATA_DIR to a larger disk) and start again.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `${dataDir} must be a folder, but part of that path is a file${file}. Set DATA_DIR to a folder.`;
    case 'ENOENT':
      return `A file the server needs is missing${file}. Check TLS_CERT, TLS_KEY and DATA_DIR.`;
    case 'SQLITE_CANTOPEN':
      return `The database in ${dataDir} cannot be opened. Check that the folder exists and is writable by this user.`;
    case 'SQLITE_NOTADB':
    case 'SQLITE_CORRUPT':
      return `${dataDir}/symposium.sqlite is not a valid database (damaged, or another program's file). Restore it from a backup, or move it away to start with an empty one.`;
    default:
      if (code.startsWith('ERR_OSSL') || code.startsWith('ERR_SSL')) {
        return 'TLS_CERT / TLS_KEY could not be used: they must be a PEM certificate and its private key.';
      }
      return null;
  }
}
