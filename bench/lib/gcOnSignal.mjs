// Imported into a product server by a benchmark (`--expose-gc --import` this file): SIGUSR2 runs a
// full garbage collection of the main thread, so that a memory reading taken after it counts what
// the server keeps, not the buffers of finished requests that no collection has freed yet.
// Without a listener SIGUSR2 would end the process: send it only to a server started with this file.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
});
