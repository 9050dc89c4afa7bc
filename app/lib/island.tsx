import { type ComponentType, lazy, Suspense, use, useEffect, useState } from "react";
import { afterFirstHydration, isFirstHydration } from "./hydration";

/**
 * Islands: sections below the fold whose code is not part of the page's first load and which
 * hydrate after the page, each in a pass of its own (docs/decisions/023-hydration-and-blocking-time.md).
 *
 * The server renders the section inside a <Suspense> boundary, so its HTML is complete. In the
 * browser, the document's first hydration meets a lazy component there: React keeps the server
 * HTML as it is (a dehydrated boundary), hydrates the rest of the page, and hydrates the boundary
 * later, in a pass of its own, once the lazy component has resolved. The islands' code is
 * requested as soon as the page has hydrated (so a visitor's first click or key on them, and the
 * router's first change of state, which cannot update a dehydrated boundary, wait for little).
 *
 * Mounted later by a client-side navigation, an island renders at once when its code is loaded,
 * else a moment later (it is below the fold).
 */

type Island<P> = { load: () => Promise<ComponentType<P>>; component?: ComponentType<P> };

/** Opens the gates of the first hydration's islands still waiting. */
const waiting: (() => void)[] = [];
const resolveAll = () => {
  for (const open of waiting.splice(0)) open();
};

/**
 * Islands of the first hydration not hydrated yet; <html data-islands="pending"> meanwhile, so
 * tests (tests/support/a11y.ts) can wait for the whole page to have hydrated.
 */
let dehydrated = 0;
function countDehydrated(step: 1 | -1) {
  dehydrated += step;
  document.documentElement.dataset.islands = dehydrated ? "pending" : "hydrated";
}

/**
 * A section as an island; `load` imports its module, e.g.
 * `island(() => import("./LogoStrip").then((m) => m.LogoStrip))`.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    // The server loads every island when the app starts, so a page renders it in the same pass.
    let component: ComponentType<P> | undefined;
    const ready = load().then((c) => (component = c));
    return function ServerIsland(props: P) {
      const Server = component ?? use(ready);
      return (
        <Suspense fallback={null}>
          <Server {...props} />
        </Suspense>
      );
    };
  }

  let pending: Promise<ComponentType<P>> | undefined;
  const self: Island<P> = {
    load: () =>
      (pending ??= load().then((component) => {
        self.component = component;
        return component;
      })),
  };

  return function ClientIsland(props: P) {
    // Chosen once per mount: the lazy component must outlive the render that suspends on it.
    const [gated] = useState(isFirstHydration);
    const [Lazy] = useState(() => {
      if (gated) {
        const gate = openGate();
        waiting.push(gate.open);
        return lazy(async () => {
          await gate.promise;
          const Component = await self.load();
          return { default: (p: P) => <Hydrated component={Component} props={p} /> };
        });
      }
      return self.component ? undefined : lazy(async () => ({ default: await self.load() }));
    });

    useEffect(() => {
      if (!gated) return;
      countDehydrated(1);
      afterFirstHydration(resolveAll);
    }, [gated]);

    const Component = Lazy ?? self.component!;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

function openGate() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const open = () => {
    resolve();
    const i = waiting.indexOf(open);
    if (i >= 0) waiting.splice(i, 1);
  };
  return { promise, open };
}

/** A first-hydration island's content, once hydrated. */
function Hydrated<P extends object>({ component: Component, props }: { component: ComponentType<P>; props: P }) {
  useEffect(() => countDehydrated(-1), []);
  return <Component {...props} />;
}
