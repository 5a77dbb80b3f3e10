import { killedAtStop } from './stops.mjs';

describe('the parts’ stop in the deploy smoke', () => {
  it('names the containers killed at the end of the stop timeout, in either of compose’s JSON listings', () => {
    const containers = [
      { Name: 'afilia-smoke-gateway-1', Service: 'gateway', State: 'exited', ExitCode: 137 },
      { Name: 'afilia-smoke-tracking-1', Service: 'tracking', State: 'exited', ExitCode: 0 },
      { Name: 'afilia-smoke-provision-databases-1', Service: 'provision-databases', State: 'exited', ExitCode: 0 },
      { Name: 'afilia-smoke-redis-1', Service: 'redis', State: 'running', ExitCode: 0 },
    ];
    expect(killedAtStop(containers.map((c) => JSON.stringify(c)).join('\n'))).toEqual(['afilia-smoke-gateway-1']);
    expect(killedAtStop(JSON.stringify(containers))).toEqual(['afilia-smoke-gateway-1']);
    expect(killedAtStop('\n')).toEqual([]);
    expect(() => killedAtStop(JSON.stringify([{ Name: 'afilia-smoke-edge-1', Status: 'Exited (137)' }]))).toThrow(/no dice cómo terminó/);
  });
});
