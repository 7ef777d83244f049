// Captures the server's log lines (pino JSON, one per line) for tests that check what is logged.
import type { LogStream } from '../../server/app';

export interface CapturedLogs extends LogStream {
  /** Every line written so far. */
  readonly lines: string[];
  text(): string;
}

export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  return {
    lines,
    write(line: string) { lines.push(line); },
    text: () => lines.join(''),
  };
}
