// Jest set-up for every browser package's tests (@souq/build-config's jest/web.cjs adds it after the environment).
// Toasts outlive the test that asked for them: a success toast waits 10 ms, and react-toastify holds toasts asked for
// while no container is mounted, showing them in whichever test mounts the next one. Each test starts with none (the
// page's one toast module; Jest resolves every package's @souq/shared to this package's files).
import { act } from '@testing-library/react';
import { dismissAllToasts } from '../toast/toast';

afterEach(() => {
  act(() => dismissAllToasts());
});
