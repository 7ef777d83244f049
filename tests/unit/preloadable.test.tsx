// A preloaded lazy component renders in the first render, without its Suspense fallback (which
// React 19 keeps on screen for 300 ms once shown): src/preloadable.ts, issue 20 item 3.
import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../src/preloadable';

const Page = () => <p>the page</p>;
const draw = (Component: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );

describe('preloadable', () => {
  it('renders the component at once when its module has arrived', async () => {
    let loads = 0;
    const Lazy = preloadable(async () => {
      loads += 1;
      return { default: Page };
    });
    await Lazy.preload();
    expect(draw(Lazy)).toContain('the page');
    expect(loads).toBe(1);
  });

  it('shows the fallback while the module is on its way, and loads it once', () => {
    let loads = 0;
    const Lazy = preloadable(() => {
      loads += 1;
      return new Promise<{ default: typeof Page }>(() => undefined);
    });
    void Lazy.preload();
    expect(draw(Lazy)).toContain('loading');
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let loads = 0;
    const Lazy = preloadable(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return { default: Page };
    });
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await Lazy.preload();
    expect(draw(Lazy)).toContain('the page');
    expect(loads).toBe(2);
  });
});
