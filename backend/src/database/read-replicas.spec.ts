import { replicaProblem } from './read-replicas';
import { isReplicaFailure } from './replicas-driver';

describe('whether reads may use a replica', () => {
  const replica = { recovering: true, replayed: 100n };

  it('reads one that answers, replays the primary and is within the lag limit', () => {
    expect(replicaProblem(replica, 0, 5)).toBeNull();
    expect(replicaProblem(replica, 5_000, 5)).toBeNull();
  });

  it('leaves out one further behind than the limit, or further than it can tell, and says how far', () => {
    expect(replicaProblem(replica, 7_250, 5)).toBe('it is 7.3 s behind the primary');
    expect(replicaProblem(replica, null, 5)).toBe('it is more than 5 s behind the primary');
  });

  it('leaves out one that does not answer, or that takes writes (promoted, or the primary named by mistake)', () => {
    expect(replicaProblem(new Error('connect ECONNREFUSED 127.0.0.1:5433'), null, 5)).toBe(
      'it does not answer (connect ECONNREFUSED 127.0.0.1:5433)',
    );
    expect(replicaProblem({ recovering: false, replayed: null }, 0, 5)).toBe('it is not a replica (it takes writes)');
  });
});

describe('a read a replica fails, run again on the primary', () => {
  it('is one the replica failed for reasons of its own: out of reach, shutting down, a recovery conflict', () => {
    expect(isReplicaFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isReplicaFailure(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isReplicaFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaFailure(Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' }))).toBe(true);
  });

  it("is not one the primary would fail too, nor a wait for the replica's busy pool", () => {
    expect(isReplicaFailure(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false);
    expect(isReplicaFailure(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(
      isReplicaFailure(
        Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
      ),
    ).toBe(false);
    expect(isReplicaFailure(null)).toBe(false);
  });
});
