import { whenIdle } from '../yield';

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it("waits for the browser's idle time, at most the time it is given", () => {
    const asked: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
    window.requestIdleCallback = (callback, options) => {
      asked.push([callback, options]);
      return asked.length;
    };
    const then = jest.fn();

    whenIdle(then, 500);

    expect(asked).toHaveLength(1);
    expect(asked[0][1]).toEqual({ timeout: 500 });
    expect(then).not.toHaveBeenCalled();
    asked[0][0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs in a task of its own where the browser has no idle callbacks (Safari)', async () => {
    expect('requestIdleCallback' in window).toBe(false);
    const then = jest.fn();

    whenIdle(then);

    expect(then).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).toHaveBeenCalledTimes(1);
  });
});
