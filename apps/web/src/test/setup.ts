import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissAppToast } from '../components/app-toast';
import { installDialogPolyfill, resetDialogPolyfill } from './dialog-polyfill';
import { installMatchMedia, resetViewport } from './viewport';

installDialogPolyfill();
installMatchMedia();
// findBy… and waitFor give up after this long: the default 1 s failed a register-page test on a loaded
// 2-core CI machine, and several tests had raised it one by one. It only delays a failure, never a pass.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  resetDialogPolyfill();
  resetViewport();
  dismissAppToast();
  localStorage.clear();
});
