/** Bad input on the command line: printed as is, without a stack trace, with exit code 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}
