import type { Replica } from '../harness/replica';

/** What every scenario gets from the one cluster the spec starts. */
export interface ClusterContext {
  /** nginx's base URL: every request of a scenario goes through it. */
  nginx: string;
  replicas: [Replica, Replica];
  /** An administrator's bearer token. */
  admin: string;
  databaseURL: string;
}
