import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFull } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('telling a database outage from a bad request', () => {
  it.each([
    withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P03', 'the database system is starting up'),
    withCode('08006'),
    withCode('SQLITE_BUSY'),
    withCode('SQLITE_IOERR_WRITE'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
  ])('%s is an outage', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    withCode('22P02', 'invalid input syntax for type integer'),
    withCode('23505', 'duplicate key value violates unique constraint'),
    withCode('SQLITE_CONSTRAINT_UNIQUE'),
    new TypeError('Cannot read properties of undefined'),
    'a string',
    null,
  ])('%s is not', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('tells a full disk apart from an outage', () => {
    expect(isStorageFull(withCode('SQLITE_FULL'))).toBe(true);
    expect(isStorageFull(withCode('53100'))).toBe(true);
    expect(isStorageFull(withCode('ENOSPC'))).toBe(true);
    expect(isStorageFull(withCode('ECONNREFUSED'))).toBe(false);
  });
});
