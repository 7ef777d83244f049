// React.lazy for a component whose module can be asked for before React renders it, and that
// renders at once when the module has already arrived. React 19 keeps a Suspense fallback on
// screen for at least 300 ms once it has been shown (its fallback throttle), and lazy() shows it
// on the first render even when the chunk is already here, since it waits for its promise: a cold
// dashboard sat idle for a quarter of a second that way, its chunks and reads all arrived (issue 20
// item 3). Here the loader's answer is kept, and lazy() is handed a thenable that resolves at
// once, so React takes the component in the same render.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component that can start loading, and be awaited, before React asks for it. */
export type Preloadable<P = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

type Module<P> = { default: ComponentType<P> };

export function preloadable<P = object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed chunk (a deploy, a dropped connection) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    // lazy() reads a thenable's answer when then() calls back synchronously.
    return { then: (resolve: (m: Module<P>) => void) => resolve(module) } as unknown as Promise<Module<P>>;
  });
  return Object.assign(component, { preload });
}
