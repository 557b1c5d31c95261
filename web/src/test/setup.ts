import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load their code and several mocked queries; under a full parallel run that can pass 1 s.
configure({ asyncUtilTimeout: 3000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A dialog that cleanup unmounts returns focus in a zero timeout (zag's focus trap). Let that run while the
  // document is still there: run after the file's last test, it met a torn-down environment ("document is not
  // defined") and failed the run.
  await new Promise((resolve) => setTimeout(resolve, 5));
});

// jsdom has no ResizeObserver; Chakra's combobox (the media picker) measures its popup with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
