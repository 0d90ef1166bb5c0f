import { Logger } from '@nestjs/common';
import { ThrottledLog } from './throttled-log';

describe('log lines per cause', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes a cause once, then once per interval with its count, and forgets it when it stops', () => {
    const lines: unknown[] = [];
    const logger = new Logger('test');
    jest.spyOn(logger, 'warn').mockImplementation((line: unknown) => void lines.push(line));
    const log = new ThrottledLog(logger, 10_000);
    for (let request = 0; request < 500; request += 1) log.write('warn', 'database:ECONNREFUSED', { msg: 'Database unavailable' });
    log.write('warn', 'database:57P03', { msg: 'Database starting' });
    expect(lines).toEqual([{ msg: 'Database unavailable' }, { msg: 'Database starting' }]);

    jest.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ msg: 'Database unavailable (499 more in the last 10 s)', repeated: 499 });

    // Still happening: counted, written at the end of the next interval only.
    log.write('warn', 'database:ECONNREFUSED', { msg: 'Database unavailable' });
    expect(lines).toHaveLength(3);
    jest.advanceTimersByTime(10_000);
    expect(lines[3]).toMatchObject({ repeated: 1 });

    // Over: nothing more is written, and the next time it happens it is written at once.
    jest.advanceTimersByTime(20_000);
    expect(lines).toHaveLength(4);
    log.write('warn', 'database:ECONNREFUSED', { msg: 'Database unavailable again' });
    expect(lines[4]).toEqual({ msg: 'Database unavailable again' });
    log.stop();
  });
});
