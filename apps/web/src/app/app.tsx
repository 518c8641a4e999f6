import { Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { LimiteDeError } from './layouts/route-error';
import { AppRoutes } from './router';

/** The whole site inside a router: the browser's in main.tsx, a static one when prerendered. */
export function App() {
  return (
    <LimiteDeError>
      {/* The full-screen loader while an area's first chunk arrives (the public layout has its own). */}
      <Suspense fallback={<Spinner fullScreen />}>
        <AppRoutes />
      </Suspense>
    </LimiteDeError>
  );
}
