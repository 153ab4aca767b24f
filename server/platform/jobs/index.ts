// The public surface of events and jobs (server/README.md "Events and jobs").
export { emit, eventCtes, type EventType, type NewEvent, type Emitted } from './events';
export { enqueue, type NewJob, type ClaimedJob, type JobState } from './queue';
export { queueStats, type QueueStats, type KindQueueStats } from './queue-stats';
export { registerJob, PermanentJobError, JobNotReadyError, type JobHandler, type JobContext, type JobOptions, type JobKind } from './registry';
export { createJobNudge } from './nudge';
export { createJobWorker, type JobWorker, type JobWorkerOptions, type ListenFn } from './worker';
export { drainJobs, type DrainedJob } from './drain';
export { systemClock, manualClock, type Clock, type ManualClock } from './clock';
export type { JobPayloads, EventPayloads } from './kinds';
