// "Update available!" detection (spec 1 §4 Session): the app is out of date when a response's
// server version header is higher than the app version. The HTTP client reports every version it
// sees; the banner subscribes.
import { APP_VERSION } from '../contract/roles';

/** Numeric semver comparison of major.minor.patch; pre-release tags are ignored. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => v.trim().replace(/^v/, '').split(/[.+-]/).slice(0, 3).map((p) => Number.parseInt(p, 10) || 0);
  const [pa, pb] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export interface VersionStore {
  report(serverVersion: string): void;
  updateAvailable(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createVersionStore(appVersion: string = APP_VERSION): VersionStore {
  let outdated = false;
  const listeners = new Set<() => void>();
  return {
    report(serverVersion) {
      if (outdated || compareVersions(serverVersion, appVersion) <= 0) return;
      outdated = true;
      listeners.forEach((listener) => listener());
    },
    updateAvailable: () => outdated,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The console's one version store, fed by the shared HTTP client. */
export const versionStore = createVersionStore();
