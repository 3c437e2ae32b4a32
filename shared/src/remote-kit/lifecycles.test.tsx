import { act } from 'react';
import { changeLanguage } from '../i18n/i18n';
import { reactLifecycles } from './lifecycles';

function Page() {
  return <p>remote page</p>;
}

/** Mounts inside act (which renders what was scheduled when its scope ends), then waits for the mount to end. */
async function mounted(mount: () => Promise<void>): Promise<void> {
  let done: Promise<void> = Promise.resolve();
  await act(async () => {
    done = mount();
  });
  await done;
}

function Broken(): never {
  throw new Error('broken page');
}

describe('reactLifecycles', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('mounts the page into the element it is given, the mount ending once it is on screen, and unmounts it', async () => {
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const { bootstrap, mount, unmount } = reactLifecycles('property', Page);
    await bootstrap();
    await mounted(() => mount({ domElement }));
    expect(domElement).toHaveTextContent('remote page');
    await act(() => unmount());
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });

  it('mounts into a container of its own at the end of the page without an element', async () => {
    const { mount, unmount } = reactLifecycles('auto', Page);
    await mounted(() => mount({ name: 'auto' }));
    const own = document.getElementById('single-spa-application:auto');
    expect(own).toHaveTextContent('remote page');
    await act(() => unmount());
    expect(own).toBeEmptyDOMElement();
  });

  it('shows the unavailable card when the page fails while rendering', async () => {
    const domElement = document.createElement('div');
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { mount, unmount } = reactLifecycles('account', Broken);
    await mounted(() => mount({ domElement }));
    expect(domElement.querySelector('[role="alert"]')).toHaveTextContent('This section is unavailable');
    await act(() => unmount());
    spy.mockRestore();
  });
});
