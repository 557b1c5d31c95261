import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load their code and several mocked queries; under a full parallel run that can pass 1 s.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no ResizeObserver; Chakra's combobox (the media picker) measures its popup with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
