// Worker threads do not inherit tsx's loader on node 20: register it, then run the script.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.script);
