import { afterLoad } from '../after-load';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  setReadyState('complete');
});

test('runs at once on a page that has loaded (a drawn page starts the app after its load)', () => {
  setReadyState('complete');
  const then = jest.fn();

  afterLoad(then);

  expect(then).toHaveBeenCalledTimes(1);
});

test('waits for the load of a page still loading, and runs once', () => {
  setReadyState('interactive');
  const then = jest.fn();

  afterLoad(then);
  expect(then).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  window.dispatchEvent(new Event('load'));

  expect(then).toHaveBeenCalledTimes(1);
});
