// What tests of the services and the gateway share. Kept out of the runtime barrel (`.`): it is
// imported as `@afilia/service-kit/testing` and never ships in a service's running code path.
export * from './service-harness.js';
export * from './wait-for.js';
export * from './connections.js';
export * from './actors.js';
export * from './unique.js';
export * from './private-nats.js';
export * from './service-databases.js';
export * from './test-callers.js';
export * from './mailbox.js';
export * from './service-processes.js';
export * from './restartable-nats.js';
export * from './totp.js';
export * from './fault-report.js';
export * from './navigate.js';
export * from './txt-records.js';
export * from './webhook-receiver.js';
