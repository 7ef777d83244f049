// The OCR worker thread, set to the lowest CPU priority (nice 19) before tesseract.js's own
// worker script loads: on a busy machine the server's requests (the main thread) come first, and
// OCR takes what is left. On Linux, setpriority with pid 0 applies to the calling thread only.
import os from 'node:os';

try {
  os.setPriority(0, os.constants.priority.PRIORITY_LOW);
} catch {
  // Not allowed here (some containers): OCR runs at normal priority.
}
await import('tesseract.js/src/worker-script/node/index.js');
