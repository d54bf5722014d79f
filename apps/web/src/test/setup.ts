import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissAppToast } from '../components/app-toast';
import { installDialogPolyfill, resetDialogPolyfill } from './dialog-polyfill';
import { installMatchMedia, resetViewport } from './viewport';

installDialogPolyfill();
installMatchMedia();

afterEach(() => {
  cleanup();
  resetDialogPolyfill();
  resetViewport();
  dismissAppToast();
  localStorage.clear();
});
