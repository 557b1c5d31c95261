import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { system } from '../../../../lib/theme.ts';
import { LayoutEditor } from '../layout-editor.tsx';
import { benchLayout } from './bench-layout.ts';

/** The bench page (tests/bench/layout-editor.ts): the editor alone on a 500-element layout. */
const w = window as unknown as {
  __renderCounts: Record<string, number>;
  __ready?: number;
  __mountStart: number;
  __changes: number;
};
w.__renderCounts = {};
w.__changes = 0;
const tree = benchLayout();

function Ready() {
  useEffect(() => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        w.__ready = performance.now();
      }),
    );
  }, []);
  return null;
}

w.__mountStart = performance.now();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <LayoutEditor
        tree={tree}
        onChange={() => {
          w.__changes++;
        }}
      />
      <Ready />
    </ChakraProvider>
  </StrictMode>,
);
